/** What every table answers to a click it cannot take, before the rules are asked. */

export const REPLAY_REFUSAL = 'This is a replay: choose “Continue here” to play from this step.';

/**
 * A click on a bot's turn: `who` names the seat with its verb ("Seat 2 is", "The opposers are"). A bot moves only
 * at the latest step of a game, so after an undo it waits for the person to go there.
 */
export function botTurnRefusal(who: string, bot: string, atLatestStep: boolean): string {
  return `${who} played by the ${bot}; ${atLatestStep ? 'it moves on its own' : 'go to the latest step to let it move'}.`;
}
