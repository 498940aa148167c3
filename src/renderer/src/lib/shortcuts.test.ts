import { describe, expect, it } from 'vitest';
import { appShortcuts, keyCommand, type KeyPress } from './shortcuts';

const press = (key: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});
const free = { nativeMenu: false, inEditableField: false };

describe('keyboard shortcuts without a native menu', () => {
  it.each([
    { p: press('z', { ctrlKey: true }), command: 'undo' },
    { p: press('Z', { ctrlKey: true, shiftKey: true }), command: 'redo' },
    { p: press('y', { ctrlKey: true }), command: 'redo' },
    { p: press('s', { ctrlKey: true }), command: 'save' },
    { p: press('S', { ctrlKey: true, shiftKey: true }), command: 'saveAs' },
    { p: press('o', { metaKey: true }), command: 'open' },
    { p: press('n', { ctrlKey: true }), command: 'new' },
  ])('$p.key with modifiers runs $command', ({ p, command }) => {
    expect(keyCommand(p, free)).toEqual({ kind: 'menu', command });
  });

  it.each([
    { key: 'PageUp', command: 'back' },
    { key: 'PageDown', command: 'forward' },
    { key: 'Home', command: 'first' },
    { key: 'End', command: 'last' },
  ])('$key steps the timeline ($command)', ({ key, command }) => {
    expect(keyCommand(press(key), free)).toEqual({ kind: 'timeline', command });
  });
});

describe('the review key', () => {
  const review = { kind: 'menu', command: 'review' };
  it.each([
    { name: 'V', p: press('v'), context: free, expected: review },
    { name: 'V with Caps Lock', p: press('V'), context: free, expected: review },
    { name: 'V beside a native menu, which only shows the key', p: press('v'), context: { nativeMenu: true, inEditableField: false }, expected: review },
    { name: 'V typed in a field', p: press('v'), context: { nativeMenu: false, inEditableField: true }, expected: null },
    { name: 'Shift+V', p: press('V', { shiftKey: true }), context: free, expected: null },
    { name: 'Ctrl+V, which pastes', p: press('v', { ctrlKey: true }), context: free, expected: null },
    { name: 'Alt+V', p: press('v', { altKey: true }), context: free, expected: null },
    { name: 'R, which removes a card at the Royal Lock table', p: press('r'), context: free, expected: null },
  ])('$name', ({ p, context, expected }) => {
    expect(keyCommand(p, context)).toEqual(expected);
  });

  it('is listed among the app’s keys', () => {
    expect(appShortcuts('Ctrl+')).toContainEqual({ keys: 'V', does: expect.stringContaining('Review this game') });
  });
});

describe('keys that are not the app’s', () => {
  it('leaves file and edit shortcuts to a native menu, which reports them itself', () => {
    expect(keyCommand(press('z', { ctrlKey: true }), { nativeMenu: true, inEditableField: false })).toBeNull();
    expect(keyCommand(press('PageUp'), { nativeMenu: true, inEditableField: false })).toEqual({ kind: 'timeline', command: 'back' });
  });

  it('leaves undo and redo to a text field being edited, but still saves from it', () => {
    const typing = { nativeMenu: false, inEditableField: true };
    expect(keyCommand(press('z', { ctrlKey: true }), typing)).toBeNull();
    expect(keyCommand(press('y', { ctrlKey: true }), typing)).toBeNull();
    expect(keyCommand(press('s', { ctrlKey: true }), typing)).toEqual({ kind: 'menu', command: 'save' });
  });

  it('leaves Page Up/Down and Home/End to a text field being edited', () => {
    expect(keyCommand(press('PageUp'), { nativeMenu: false, inEditableField: true })).toBeNull();
    expect(keyCommand(press('Home'), { nativeMenu: false, inEditableField: true })).toBeNull();
  });

  it('keeps the arrow keys for the table: the record never takes them', () => {
    expect(keyCommand(press('ArrowLeft'), free)).toBeNull();
    expect(keyCommand(press('ArrowRight'), free)).toBeNull();
  });

  it.each([press('x', { ctrlKey: true }), press('ArrowLeft', { shiftKey: true }), press('ArrowLeft'), press('ArrowRight'), press('a'), press('z', { ctrlKey: true, altKey: true })])(
    'ignores %o',
    (p) => {
      expect(keyCommand(p, free)).toBeNull();
    },
  );
});
