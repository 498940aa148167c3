import { GAMES } from '../engine/games';

/** Every game's bots by id, with the name the app shows for each: one name everywhere. */
function botList(): string {
  const width = Math.max(...GAMES.map((game) => game.id.length));
  return GAMES.map((game) => `  ${game.id.padEnd(width)}  ${game.bots.map((bot) => `${bot.id} (${bot.label} bot)`).join(', ')}`).join('\n');
}

/** The help text, shown for --help and after every argument error. */
export const USAGE = `Royal Table command line

Usage:
  npm run -s cli -- sim --game ID [--games N] [--seed S] [--players P] [--bots a,b]
                        [--max-actions M] [--option key=value]... [--save-replays DIR] [--json]
                        [--jobs N] [--shard i/n] [--report FILE.html]
  npm run -s cli -- sim-merge SHARD.json... [--json] [--report FILE.html]
  npm run -s cli -- replay verify FILE
  npm run -s cli -- replay show FILE [--step K] [--line ID] [--viewer all|N]
  npm run -s cli -- replay knowledge FILE --seat N [--step K] [--line ID] [--json]
  npm run -s cli -- solve FILE [--step K] [--line ID] [--budget N] [--json]
  npm run -s cli -- position check FILE
  npm run -s cli -- puzzle verify FILE... [--json]
  npm run -s cli -- review FILE [--line ID] [--strength quick|standard|deep] [--seed S] [--jobs N] [--json]
  npm run -s cli -- whatif FILE --step K --seat N [--line ID] [--deals N] [--seed S] [--jobs N]
                           [--max-actions M] [--json]
  npm run -s cli -- --help

sim             Plays N games between bots and sums up how they ended.
  --game ID       the game to play (e.g. royal-lock)
  --games N       how many games (default 100)
  --seed S        seed of the series, 0 to 2147483646 (default 1); game i gets its own seed from S and i
  --players P     players at the table (default 2, or what the game allows)
  --bots a,b      a bot id per seat, or one for every seat (default: the game's first bot that is not random)
  --max-actions M stop a game after M actions and count it unfinished (default 10000)
  --option k=v    a game option, repeatable (e.g. --option reach=any-space)
  --save-replays DIR  write every game as a replay file into DIR (made if it is missing)
  --json          print one JSON object instead of a summary
  --jobs N        worker threads, at most one per core, as more would only wait for one
                  (default: one per core); the results equal a run on one
  --shard i/n     play only part i of n of the series, for spreading a study over machines
                  (write each part with --json, then add them up with sim-merge)
  --report FILE   also write a page of charts that opens with no network: win rate per seat with
                  95% intervals, the spread of game lengths and of points, each with its figures
                  (refuses a file that is not such a report rather than overwrite it)
  Wins, their shares and win rates count finished games only (a game cut off by --max-actions has
  no winner); win rates come with 95% confidence intervals, and with no finished game the JSON
  gives each seat a rate of null. A progress line shows on a terminal's stderr.
sim-merge       Adds up the --json reports of every part of a sharded sim into the series' report.
                Refuses, naming the files, parts of different series, a part given twice or one missing.
                A whole run's --json report is the one part of its series.
  --report FILE   the page of charts; runs that differ in their options alone are grouped by them
                  and shown side by side, one column per set of options (with --json, one report each)

replay verify   Rebuilds a replay file step by step and checks every fingerprint.
                Prints "ok: ..." (steps counted over all lines) and exits 0, or "error: ..." and exits 1.
replay show     Prints the position at a step of a replay, with the step's note and marks if it has any
                (a note of several lines shows each line indented under "Note:").
  --step K        the step (0 = the set-up position; default: the saved position, or the end of --line)
  --line ID       the line (default: the main line, or the saved line when no step is given)
  --viewer all|N  whose eyes: every card face up (all, the default) or player N (1, 2, ...)
replay knowledge  Prints what player N knew of every card at a step, as the app's knowledge ledger tells
                it: known (where, since which step and how), inferred by counting what was seen, or
                unknown (the places it could be, with how many unseen cards each holds).
  --seat N        the player whose knowledge is told (1, 2, ...)
  --step K        the step (default: the saved position, or the end of --line)
  --line ID       the line (default: the main line, or the saved line when no step is given)
  --json          print one JSON object instead of text
solve           Who wins a Royal Suit position with best play, every card face up: win or loss for
                the side to move, the line of play in words and its length, and the positions searched.
  --step K        the step (0 = the set-up position; default: the saved position, or the end of --line)
  --line ID       the line (default: the main line, or the saved line when no step is given)
  --budget N      positions the solver may search before it answers "unknown" (default 2000000)
  --json          print one JSON object instead of text
position check  Checks where a file begins (a saved position, or the deal of any replay) against the
                rules: prints "ok" and exits 0, or each problem on its own line and exits 1.
puzzle verify   Searches the puzzle of each file again with its game's verifier and prints, per file,
                the verdict, the solution's length, the positions searched and the time. Exits 1 if
                a puzzle cannot be solved as stated, has a second solution its file does not admit,
                or disagrees with the result its file records (each disagreement is told). Under a
                puzzle with several solutions, each is told: its first move and its line. One the
                file marks as intended reads "several solutions, as intended" and does not fail.
  --json          print one JSON object instead of text
review          Judges every decision of a line from what its mover could see: the chance to win (or the
                points, where the game counts points) of the move played and of the best move found, and
                marks inaccuracies, mistakes and blunders only where the loss is larger than its 95% margin.
  --line ID       the line (default: the main line)
  --strength S    quick, standard (the default) or deep: how many deals and moves the judge tries
  --seed S        seed of the deals the judge tries (default 1); the same seed gives the same review
  --jobs N        worker threads (default: one per core); the results equal a run on one
  --json          print one JSON object; its review is in the form the app saves in a file
whatif          What if the cards player N did not know at step K had lain otherwise? Keeps all the
                player knew, deals the rest anew many times, plays each deal out with the game's
                first bot that thinks at every seat, and prints how often the player won, with its
                95% interval.
  --step K        the step the re-deals start from (0 = the set-up position)
  --seat N        the player whose knowledge is kept (1, 2, ...)
  --line ID       the line (default: the main line)
  --deals N       how many re-deals (default 200)
  --seed S        seed of the re-deals (default 1); re-deal i gets its own seed from S and i
  --jobs N        worker threads (default: one per core); the results equal a run on one
  --max-actions M stop a re-deal after M actions and count it unfinished (default 10000)
  --json          print one JSON object instead of text

Bots, by the id --bots takes and the name the app shows:
${botList()}

Exit codes:
  0  done: every file, game, position and puzzle checked holds
  1  a file could not be read or written (the output included), a replay, position or puzzle failed
     its check, or the file has no such step, line or player
  2  bad arguments: the reason, then this help, on stderr`;
