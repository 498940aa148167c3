import { beforeEach, describe, expect, it, vi } from 'vitest';

// The app's state lives in rune modules: stand-ins keep only what "Review this game" reads of them.
const state = vi.hoisted(() => ({
  ui: { screen: 'table' as string, restorable: null as unknown, refuse: vi.fn() },
  session: { isOpen: true },
  reviewing: { start: vi.fn() },
}));
vi.mock('./ui.svelte', () => ({ ui: state.ui }));
vi.mock('./session.svelte', () => ({ session: state.session }));
vi.mock('./review-state.svelte', () => ({ reviewing: state.reviewing }));
vi.mock('./editor-store.svelte', () => ({ editorStore: {} }));
vi.mock('./puzzle-player.svelte', () => ({ puzzlePlayer: {} }));
vi.mock('./editor-actions', () => ({ mayLeavePosition: vi.fn(), mendOffer: vi.fn(), saveOnEditor: vi.fn() }));
const { NO_GAME_TO_REVIEW, runMenuCommand } = await import('./commands');

beforeEach(() => {
  state.ui.screen = 'table';
  state.ui.restorable = null;
  state.session.isOpen = true;
  vi.clearAllMocks();
});

describe('the review command', () => {
  it('starts the review of the game on the table, which says itself why it cannot be made', async () => {
    await runMenuCommand('review');
    expect(state.reviewing.start).toHaveBeenCalledTimes(1);
    expect(state.ui.refuse).not.toHaveBeenCalled();
  });

  it.each([
    { name: 'the home screen, with a game open behind it', screen: 'home', isOpen: true },
    { name: 'the table editor', screen: 'editor', isOpen: true },
    { name: 'a table with no game', screen: 'table', isOpen: false },
  ])('is refused on $name, with the reason', async ({ screen, isOpen }) => {
    state.ui.screen = screen;
    state.session.isOpen = isOpen;
    await runMenuCommand('review');
    expect(state.reviewing.start).not.toHaveBeenCalled();
    expect(state.ui.refuse).toHaveBeenCalledWith(NO_GAME_TO_REVIEW);
  });

  it('waits for the question of the game left behind, like every menu command', async () => {
    state.ui.restorable = { file: {} };
    await runMenuCommand('review');
    expect(state.reviewing.start).not.toHaveBeenCalled();
    expect(state.ui.refuse).not.toHaveBeenCalled();
  });
});
