/** For editor tests: a state's editor position, changed by hand the way a person would on the editor screen. */
import type { Position } from '../core/editor';

export type Zones = Record<string, string[]>;
export type Scalars = Record<string, string | number | boolean | null>;

/** A copy of `state`'s position with `change` applied to its zones and values. */
export function editPosition<S>(editor: { toPosition(state: S): Position }, state: S, change: (zones: Zones, scalars: Scalars) => void): Position {
  const exported = JSON.parse(JSON.stringify(editor.toPosition(state))) as { zones: Zones; scalars: Scalars; extra?: unknown };
  change(exported.zones, exported.scalars);
  return exported;
}

/** Takes `card` out of `zone`, leaving it unplaced. */
export function take(zones: Zones, zone: string, card: string): void {
  zones[zone] = zones[zone]!.filter((c) => c !== card);
}
