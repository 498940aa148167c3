/** The new-game form: what it offers before anything is chosen, for every game. */
import { GAMES } from '../src/engine/games';
import { expect, test } from './fixtures';
import { byId } from './table';

test('a new game seats a person first and the game’s first bot everywhere else, for every game and every number of players', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  for (const game of GAMES) {
    await byId(page, 'game-select').selectOption(game.id);
    const counts = Array.from({ length: game.seats.max - game.seats.min + 1 }, (_, i) => game.seats.min + i);
    for (const players of counts) {
      if (counts.length > 1) await byId(page, 'players-select').selectOption(String(players));
      await expect(byId(page, 'seat-kind-0'), `${game.id}, ${players} players: seat 1`).toHaveValue('human');
      for (let seat = 1; seat < players; seat++) {
        await expect(byId(page, `seat-kind-${seat}`), `${game.id}, ${players} players: seat ${seat + 1}`).toHaveValue(game.bots[0]!.id);
      }
      await expect(byId(page, `seat-kind-${players}`)).toHaveCount(0);
    }
  }

  // A seat chosen by hand keeps its choice when more players join.
  await byId(page, 'game-select').selectOption('royal-lines');
  await byId(page, 'players-select').selectOption('2');
  await byId(page, 'seat-kind-1').selectOption('human');
  await byId(page, 'players-select').selectOption('4');
  await expect(byId(page, 'seat-kind-1')).toHaveValue('human');
  await expect(byId(page, 'seat-kind-3')).toHaveValue(GAMES.find((game) => game.id === 'royal-lines')!.bots[0]!.id);
});

test('the game choice and its “How to play” button each have their own name', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(byId(page, 'game-select')).toHaveAccessibleName('Game');
  await expect(byId(page, 'rules-for-selected')).toHaveAccessibleName('How to play');
});
