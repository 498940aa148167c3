import { describe, expect, it } from 'vitest';
import { allianceRoyals, type AllianceRoyalsAction, type AllianceRoyalsState } from '../../../../engine/games/alliance-royals';
import { table } from '../../../../engine/games/alliance-royals/test-position';
import { setApart } from '../../lib/grave';
import { graveQuestion } from './grave';

/** The seat to act's choices, as the table offers them: the ordinary ones in words, then the grave ones' questions. */
function choicesAt(state: AllianceRoyalsState) {
  const seat = allianceRoyals.activeSeats(state)[0]!;
  const view = allianceRoyals.view(state, seat);
  const legal = allianceRoyals.legalActions(state, seat) as AllianceRoyalsAction[];
  const { ordinary, grave } = setApart(legal, (action) => graveQuestion(view, seat, action));
  return {
    seat,
    ordinary: [...new Set(ordinary.map((action) => allianceRoyals.actionLabel(state, action)))],
    grave: grave.map(({ action, question }) => ({ label: allianceRoyals.actionLabel(state, action), ...question })),
  };
}

describe('the choices that end the game are set apart, and say what they do', () => {
  it.each([
    {
      name: 'a player of seats 1 & 3 choosing a home house may surrender; the other alliance wins at the totals as they stand',
      state: table({ phase: 'houses', round: 4, dealer: 1, attacker: 2, houses: [null, null, null, null], totals: [420, -85] }),
      seat: 2,
      ordinary: ['Choose clubs', 'Choose diamonds', 'Choose hearts', 'Choose spades'],
      grave: [
        {
          label: 'Surrender for Seats 1 & 3',
          title: 'Surrender for Seats 1 & 3?',
          meaning: 'Seats 2 & 4 win the game at once. It ends with the totals as they stand, 420 for Seats 1 & 3 and −85 for Seats 2 & 4: the round about to start is not played.',
          confirm: 'Surrender',
        },
      ],
    },
    {
      name: 'a player of seats 2 & 4 surrenders for their own alliance',
      state: table({ phase: 'houses', round: 2, dealer: 0, attacker: 1, houses: [null, null, null, null], totals: [130, 260] }),
      seat: 1,
      ordinary: ['Choose clubs', 'Choose diamonds', 'Choose hearts', 'Choose spades'],
      grave: [
        {
          label: 'Surrender for Seats 2 & 4',
          title: 'Surrender for Seats 2 & 4?',
          meaning: 'Seats 1 & 3 win the game at once. It ends with the totals as they stand, 130 for Seats 1 & 3 and 260 for Seats 2 & 4: the round about to start is not played.',
          confirm: 'Surrender',
        },
      ],
    },
    {
      name: 'drawing in the middle of a round: nothing ends the game',
      state: table({ phase: 'draw' }),
      seat: 0,
      ordinary: ['Draw from the stack'],
      grave: [],
    },
  ])('$name', ({ state, seat, ordinary, grave }) => {
    expect(choicesAt(state)).toEqual({ seat, ordinary, grave });
  });
});
