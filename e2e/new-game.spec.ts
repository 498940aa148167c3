/** The new-game form: what it offers before anything is chosen, for every game, and what it offers again after a game. */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

test('the form comes back with the game last started and its seats and options, after a reload too; never its seed', async ({ app }) => {
  const { page } = app;
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await byId(page, 'game-select').selectOption('alliance-royals');
  await byId(page, 'seat-kind-1').selectOption('human');
  await byId(page, 'seat-kind-3').selectOption('heuristic');
  await byId(page, 'option-betrothedCounts').uncheck();
  await byId(page, 'seed-input').fill('77');
  await byId(page, 'start-game').click();
  // Two people share the screen: the first of them to move is handed it.
  await byId(page, 'privacy-continue').click({ timeout: 30_000 });
  await byId(page, 'close-game').click();
  // Bots that moved first left changes to discard.
  await expect(byId(page, 'new-game-form').or(byId(page, 'leave-prompt'))).toBeVisible();
  if (await byId(page, 'leave-prompt').isVisible()) await byId(page, 'leave-discard').click();

  const expectShown = async (when: string): Promise<void> => {
    await expect(byId(page, 'game-select'), when).toHaveValue('alliance-royals');
    for (const [seat, kind] of ['human', 'human', 'search', 'heuristic'].entries()) await expect(byId(page, `seat-kind-${seat}`), `${when}: seat ${seat + 1}`).toHaveValue(kind);
    await expect(byId(page, 'option-betrothedCounts'), when).not.toBeChecked();
    await expect(byId(page, 'option-outOfTurnToSpoils'), when).not.toBeChecked();
    await expect(byId(page, 'seed-input'), `${when}: a new game is a fresh deal`).toHaveValue('');
  };
  await expectShown('after the game was closed');

  // Another game shows its own defaults, and coming back shows the choices again.
  await byId(page, 'game-select').selectOption('royals');
  await expect(byId(page, 'seat-kind-0')).toHaveValue('human');
  await expect(byId(page, 'seat-kind-1')).toHaveValue('search');
  await byId(page, 'game-select').selectOption('alliance-royals');
  await expectShown('after another game was looked at');

  await page.reload();
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await expectShown('after a reload');
});

test('a damaged or hostile file of choices is passed over: the form shows the defaults and no error', async ({ app }) => {
  const { page } = app;
  await writeFile(join(app.userDataDir, 'new-game.json'), '{"version": 1, "game": "royals", "games": {"royals": {"players": 2, "seats": [null, "<b>x</b>"], "options": {}}, "__proto__": 1');
  await app.open();
  await expect(byId(page, 'new-game-form')).toBeVisible({ timeout: 30_000 });
  await expect(byId(page, 'game-select')).toHaveValue(GAMES[0]!.id);
  await expect(byId(page, 'seat-kind-0')).toHaveValue('human');
  await expect(byId(page, 'error-dialog')).toHaveCount(0);

  // A file that reads but names a bot no longer offered: its game comes back with that game's defaults.
  await writeFile(join(app.userDataDir, 'new-game.json'), JSON.stringify({ version: 1, game: 'royals', games: { royals: { players: 2, seats: [null, 'planner'], options: {} } } }));
  await page.reload();
  await expect(byId(page, 'game-select')).toHaveValue('royals');
  await expect(byId(page, 'seat-kind-1')).toHaveValue('search');
  await expect(byId(page, 'error-dialog')).toHaveCount(0);
});
