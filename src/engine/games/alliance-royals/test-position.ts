/**
 * Builds Alliance Royals positions for tests through the editor contract, so
 * tests read like the table they set up:
 *
 *   table({ houses: ['H', 'S', 'D', 'C'], hands: [['10H', '10H/2'], [], [], []], spoils: [['KH'], [], [], []] })
 *
 * Cards placed nowhere are shuffled into the draw stack. Without `phase`,
 * play starts at the beginning of the attacker's turn (their privileges are
 * fixed from the position, as at any turn's start). The attacker is seat 1
 * unless named; the editor has no attacker value, so the dealer is the seat
 * that makes them attack in the turn given.
 */
import { unplacedCards, type Position } from '../../core/editor';
import { pack } from './cards';
import type { Seat } from '../../core/game';
import { seedRng } from '../../core/rng';
import { allianceRoyalsEditor, zoneIds } from './editor';
import { attackerOnTurn } from './flow';
import { defaultOptions } from './options';
import type { AllianceRoyalsOptions, AllianceRoyalsState, Suit } from './types';

type Four<T> = readonly [T, T, T, T];

export interface TableSpec {
  readonly houses?: Four<Suit | null>;
  readonly hands?: Four<readonly string[]>;
  readonly spoils?: Four<readonly string[]>;
  readonly meld?: Four<readonly string[]>;
  readonly stack?: readonly string[];
  readonly discard?: readonly string[];
  readonly dead?: readonly string[];
  /** Who attacks: the dealer is set to make it so, and naming a dealer that does not is a mistake in the test. */
  readonly attacker?: Seat;
  readonly dealer?: Seat;
  readonly turn?: number;
  readonly round?: number;
  readonly totals?: readonly [number, number];
  readonly phase?: 'houses' | 'draw';
  readonly options?: Partial<AllianceRoyalsOptions>;
  readonly seed?: number;
  /** Put every card placed nowhere in the dead pile, so the stack holds only the cards given. */
  readonly restDead?: boolean;
  /** The cards each card tag is set on, as the editor sets them ("hostage": ['QS']). */
  readonly tags?: Readonly<Record<string, readonly string[]>>;
}

const EMPTY: Four<readonly string[]> = [[], [], [], []];

export function tablePosition(spec: TableSpec): Position {
  const zones: Record<string, string[]> = {
    [zoneIds.stack]: [...(spec.stack ?? [])],
    [zoneIds.discard]: [...(spec.discard ?? [])],
    [zoneIds.dead]: [...(spec.dead ?? [])],
    [zoneIds.battle]: [],
  };
  const houses = spec.houses ?? ['H', 'S', 'D', 'C'];
  const phase = spec.phase ?? 'draw';
  const turn = spec.turn ?? (phase === 'houses' ? 0 : 5);
  const attacker = spec.attacker ?? (spec.dealer === undefined ? 0 : attackerOnTurn(spec.dealer, turn));
  const dealer = spec.dealer ?? (((attacker - Math.max(1, turn)) % 4) + 4) % 4;
  if (attackerOnTurn(dealer, turn) !== attacker) throw new Error(`with Seat ${dealer + 1} dealing, Seat ${attacker + 1} does not attack in turn ${turn}`);
  const scalars: Record<string, string | number> = {
    round: spec.round ?? 1,
    dealer,
    turn,
    phase,
    'total.0': spec.totals?.[0] ?? 0,
    'total.1': spec.totals?.[1] ?? 0,
  };
  for (let seat = 0; seat < 4; seat++) {
    zones[zoneIds.hand(seat)] = [...(spec.hands ?? EMPTY)[seat]!];
    zones[zoneIds.spoils(seat)] = [...(spec.spoils ?? EMPTY)[seat]!];
    zones[zoneIds.meld(seat)] = [...(spec.meld ?? EMPTY)[seat]!];
    zones[zoneIds.gift(seat)] = [];
    scalars[`house.${seat}`] = houses[seat] ?? 'none';
  }
  if (spec.restDead) zones[zoneIds.dead]!.push(...unplacedCards({ zones, scalars }, pack()));
  return spec.tags ? { zones, scalars, tags: spec.tags } : { zones, scalars };
}

export function table(spec: TableSpec): AllianceRoyalsState {
  const options = { ...defaultOptions(), ...spec.options };
  const position = tablePosition(spec);
  const problems = allianceRoyalsEditor.validate(position, options, 4);
  if (problems.length) throw new Error(`a test position has problems: ${problems.map((p) => p.message).join(' ')}`);
  return allianceRoyalsEditor.toState(position, options, 4, seedRng(spec.seed ?? 1));
}

/**
 * Seat 2 attacks holding three kings to meld and a fourth, seat 4 holds kings of its own: the table the window tests
 * and the gift tests start from. Seat 2's spoils hold J♠, seat 4's J♣.
 */
export function kingsTable(): AllianceRoyalsState {
  return table({
    attacker: 1,
    hands: [
      ['KD', '2H', '3H', '4H', '5H', '6H', '7H', '8H'],
      ['KD/2', 'KC', 'KH', 'KS', 'KH/3', 'KC/3', '9S', '2C', '3C', '4C'],
      ['2D', '3D', '4D', '5D', '6D', '7D', '8D', '9D'],
      ['KD/3', 'KS/2', 'KH/2', 'KC/2', '9C', '5C', '6C', '7C'],
    ],
    spoils: [[], ['JS'], [], ['JC']],
    stack: ['10H', '10H/2', '10H/3', '10D', '10D/2', '10D/3', '10S', '10S/2', '10S/3', '10C', '10C/2', '10C/3', 'AH', 'AH/2', 'AH/3', 'AD', 'AD/2', 'AD/3'],
    restDead: true,
  });
}
