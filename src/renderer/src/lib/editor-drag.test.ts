import { describe, expect, it } from 'vitest';
import { CARD_DRAG_TYPE, carriesCard, decodeSource, encodeSource } from './editor-drag';

describe('drag payload', () => {
  it('carries a zone place and a palette card there and back', () => {
    expect(decodeSource(encodeSource({ zone: 'grid.b2', index: 0 }))).toEqual({ zone: 'grid.b2', index: 0 });
    expect(decodeSource(encodeSource({ palette: 'QS/2' }))).toEqual({ palette: 'QS/2' });
  });

  it.each([
    ['nothing', null],
    ['an empty text', ''],
    ['text that is not JSON', 'QS'],
    ['a list', '["QS"]'],
    ['a negative index', '{"zone":"deck","index":-1}'],
    ['a fractional index', '{"zone":"deck","index":1.5}'],
    ['a zone without an index', '{"zone":"deck"}'],
    ['extra fields', '{"palette":"QS","zone":"deck"}'],
    ['a palette card that is not text', '{"palette":7}'],
    ['an overlong payload', JSON.stringify({ palette: 'Q'.repeat(300) })],
  ])('reads %s as no card', (_name, text) => {
    expect(decodeSource(text)).toBeNull();
  });

  it('recognises a card drag by its type only', () => {
    expect(carriesCard(['text/plain', CARD_DRAG_TYPE])).toBe(true);
    expect(carriesCard(['Files'])).toBe(false);
    expect(carriesCard(undefined)).toBe(false);
  });
});
