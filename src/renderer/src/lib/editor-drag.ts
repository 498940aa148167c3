/**
 * What a dragged card carries between the editor's drop areas. The payload
 * travels as text through the browser's drag data, so anything dropped from
 * elsewhere (a file, a text selection) is read as nothing.
 */
import type { CardSource } from './editor-model';

export const CARD_DRAG_TYPE = 'application/x-royal-table-card';

export function encodeSource(source: CardSource): string {
  return JSON.stringify(source);
}

export function decodeSource(text: string | null | undefined): CardSource | null {
  if (!text || text.length > 200) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).sort().join(',');
  if (keys === 'palette' && typeof record.palette === 'string') return { palette: record.palette };
  if (keys === 'index,zone' && typeof record.zone === 'string' && Number.isInteger(record.index) && (record.index as number) >= 0) {
    return { zone: record.zone, index: record.index as number };
  }
  return null;
}

/** Whether a drag over a drop area carries an editor card (its data cannot be read until the drop). */
export function carriesCard(types: readonly string[] | null | undefined): boolean {
  return types?.includes(CARD_DRAG_TYPE) ?? false;
}
