import { describe, expect, it } from 'vitest';
import { findGame, type CardTagSpec, type Position, type ScalarSpec, type ZoneOrder, type ZoneSpec } from '../../../engine';
import {
  canRedo,
  canUndo,
  cardAt,
  cardPlaceText,
  clearZone,
  destinations,
  marksOf,
  moveCard,
  newDoc,
  orderWord,
  paletteGroups,
  redo,
  scalarFromInput,
  setScalar,
  squareSide,
  toggleTag,
  undo,
  UNDO_LIMIT,
  zoneCountText,
  zoneGroups,
  zoneHelpText,
  zoneSightText,
  type CardSource,
  type CardTarget,
} from './editor-model';

const zone = (id: string, group: string, capacity: number | null, order: ZoneOrder | null = null): ZoneSpec => ({
  id,
  label: id.replace('.', ' '),
  owner: null,
  order,
  capacity,
  seenBy: order ? 'nobody' : 'everyone',
  group,
});

const ZONES: readonly ZoneSpec[] = [
  zone('grid.a1', 'grid', 1),
  zone('grid.a2', 'grid', 1),
  zone('deck', 'piles', null, 'top-first'),
  zone('discard', 'piles', null),
];
const PACK = ['AS', 'KS', 'QS', 'JS', '2H', '3H'];

const START: Position = {
  zones: { 'grid.a1': ['AS'], 'grid.a2': [], deck: ['KS', 'QS'], discard: ['JS'] },
  scalars: { turn: 1, red: false },
  extra: { lastDraw: ['2H'] },
};

describe('moveCard', () => {
  const cases: { name: string; from: CardSource; to: CardTarget; zones: Record<string, string[]> }[] = [
    {
      name: 'a palette card to an empty grid space',
      from: { palette: '2H' },
      to: { zone: 'grid.a2' },
      zones: { 'grid.a1': ['AS'], 'grid.a2': ['2H'], deck: ['KS', 'QS'], discard: ['JS'] },
    },
    {
      name: 'a palette card onto a taken grid space: it takes the place, the other goes back',
      from: { palette: '2H' },
      to: { zone: 'grid.a1' },
      zones: { 'grid.a1': ['2H'], 'grid.a2': [], deck: ['KS', 'QS'], discard: ['JS'] },
    },
    {
      name: 'a deck card onto a taken grid space: the two change places',
      from: { zone: 'deck', index: 1 },
      to: { zone: 'grid.a1' },
      zones: { 'grid.a1': ['QS'], 'grid.a2': [], deck: ['KS', 'AS'], discard: ['JS'] },
    },
    {
      name: 'a grid card to the top of the deck',
      from: { zone: 'grid.a1', index: 0 },
      to: { zone: 'deck', index: 0 },
      zones: { 'grid.a1': [], 'grid.a2': [], deck: ['AS', 'KS', 'QS'], discard: ['JS'] },
    },
    {
      name: 'a grid card to the bottom of the deck by default',
      from: { zone: 'grid.a1', index: 0 },
      to: { zone: 'deck' },
      zones: { 'grid.a1': [], 'grid.a2': [], deck: ['KS', 'QS', 'AS'], discard: ['JS'] },
    },
    {
      name: 'the deck reordered: the bottom card to the top',
      from: { zone: 'deck', index: 1 },
      to: { zone: 'deck', index: 0 },
      zones: { 'grid.a1': ['AS'], 'grid.a2': [], deck: ['QS', 'KS'], discard: ['JS'] },
    },
    {
      name: 'a discard card back to the palette',
      from: { zone: 'discard', index: 0 },
      to: { palette: true },
      zones: { 'grid.a1': ['AS'], 'grid.a2': [], deck: ['KS', 'QS'], discard: [] },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const doc = moveCard(newDoc(START), PACK, ZONES, c.from, c.to);
      expect(doc.position.zones).toEqual(c.zones);
      expect(doc.position.scalars).toEqual(START.scalars);
      expect(doc.position.extra, 'an edited position forgets what play left behind').toBeUndefined();
      expect(canUndo(doc)).toBe(true);
    });
  }

  const noOps: { name: string; from: CardSource; to: CardTarget }[] = [
    { name: 'a palette card back to the palette', from: { palette: '2H' }, to: { palette: true } },
    { name: 'a card that is not unplaced', from: { palette: 'AS' }, to: { zone: 'grid.a2' } },
    { name: 'an index past the end of a zone', from: { zone: 'deck', index: 5 }, to: { zone: 'grid.a2' } },
    { name: 'a zone the game does not have', from: { zone: 'deck', index: 0 }, to: { zone: 'nowhere' } },
    { name: 'a card onto its own place', from: { zone: 'deck', index: 1 }, to: { zone: 'deck' } },
  ];
  for (const c of noOps) {
    it(`changes nothing for ${c.name}`, () => {
      const doc = newDoc(START);
      expect(moveCard(doc, PACK, ZONES, c.from, c.to)).toBe(doc);
    });
  }

  it('lets a zone go over its capacity when it is not a single space, for the problems list to report', () => {
    const small = [...ZONES, zone('pair', 'piles', 2)];
    let doc = newDoc({ ...START, zones: { ...START.zones, pair: ['2H', '3H'] } });
    doc = moveCard(doc, PACK, small, { zone: 'discard', index: 0 }, { zone: 'pair' });
    expect(doc.position.zones.pair).toEqual(['2H', '3H', 'JS']);
  });
});

describe('undo and redo', () => {
  it('walks back and forth through every change, and a new change forgets the redo', () => {
    let doc = newDoc(START);
    doc = moveCard(doc, PACK, ZONES, { palette: '2H' }, { zone: 'grid.a2' });
    doc = setScalar(doc, 'turn', 4);
    expect(doc.position.scalars.turn).toBe(4);
    doc = undo(doc);
    expect(doc.position.scalars.turn).toBe(1);
    expect(doc.position.zones['grid.a2']).toEqual(['2H']);
    doc = undo(doc);
    expect(doc.position).toBe(START);
    expect(canUndo(doc)).toBe(false);
    expect(undo(doc)).toBe(doc);
    doc = redo(doc);
    expect(doc.position.zones['grid.a2']).toEqual(['2H']);
    expect(canRedo(doc)).toBe(true);
    doc = setScalar(doc, 'red', true);
    expect(canRedo(doc)).toBe(false);
    expect(redo(doc)).toBe(doc);
  });

  it('keeps at most the undo limit', () => {
    let doc = newDoc(START);
    for (let turn = 2; turn < UNDO_LIMIT + 20; turn++) doc = setScalar(doc, 'turn', turn);
    expect(doc.past).toHaveLength(UNDO_LIMIT);
  });

  it('records nothing when a scalar is set to the value it has', () => {
    const doc = newDoc(START);
    expect(setScalar(doc, 'turn', 1)).toBe(doc);
  });

  it('clears a zone back to the palette in one step', () => {
    const doc = clearZone(newDoc(START), 'deck');
    expect(doc.position.zones.deck).toEqual([]);
    expect(undo(doc).position.zones.deck).toEqual(['KS', 'QS']);
    expect(clearZone(doc, 'deck')).toBe(doc);
  });
});

describe('card tags', () => {
  const LOCKED: CardTagSpec = { key: 'locked', label: 'Locked', sign: 'L', help: 'It cannot be removed.', zones: ['grid.a1', 'grid.a2'] };
  const TAGS = [LOCKED];

  it('are set and taken off a card in one of their zones, each one step of the undo history', () => {
    const on = toggleTag(newDoc(START), LOCKED, 'AS');
    expect(on.position.tags).toEqual({ locked: ['AS'] });
    // An edit is no longer the position play left, so what play remembered of it goes.
    expect(on.position.extra).toBeUndefined();
    const off = toggleTag(on, LOCKED, 'AS');
    expect(off.position.tags).toBeUndefined();
    expect(undo(off).position.tags).toEqual({ locked: ['AS'] });
  });

  it('are not set on a card lying where they mean nothing', () => {
    const doc = newDoc(START);
    expect(toggleTag(doc, LOCKED, 'KS')).toBe(doc);
  });

  it.each<{ name: string; change: (doc: ReturnType<typeof newDoc>) => ReturnType<typeof newDoc>; tags: Position['tags'] }>([
    { name: 'moved to another of their zones: kept', change: (doc) => moveCard(doc, PACK, ZONES, { zone: 'grid.a1', index: 0 }, { zone: 'grid.a2' }, TAGS), tags: { locked: ['AS'] } },
    { name: 'moved to a zone where they mean nothing: dropped', change: (doc) => moveCard(doc, PACK, ZONES, { zone: 'grid.a1', index: 0 }, { zone: 'discard' }, TAGS), tags: undefined },
    { name: 'put back among the unplaced cards: dropped', change: (doc) => moveCard(doc, PACK, ZONES, { zone: 'grid.a1', index: 0 }, { palette: true }, TAGS), tags: undefined },
    { name: 'their zone cleared: dropped', change: (doc) => clearZone(doc, 'grid.a1', TAGS), tags: undefined },
    { name: 'another card moved: kept', change: (doc) => moveCard(doc, PACK, ZONES, { zone: 'deck', index: 0 }, { zone: 'discard' }, TAGS), tags: { locked: ['AS'] } },
  ])('on a card $name', ({ change, tags }) => {
    const tagged = toggleTag(newDoc(START), LOCKED, 'AS');
    const changed = change(tagged);
    expect(changed.position.tags).toEqual(tags);
    // The tag comes back with the card in the same step.
    expect(undo(changed).position.tags).toEqual({ locked: ['AS'] });
  });
});

describe('cardAt', () => {
  it('names the card at a place, or nothing', () => {
    expect(cardAt(START, PACK, { zone: 'deck', index: 1 })).toBe('QS');
    expect(cardAt(START, PACK, { zone: 'deck', index: 2 })).toBeNull();
    expect(cardAt(START, PACK, { palette: '3H' })).toBe('3H');
    expect(cardAt(START, PACK, { palette: 'QS' })).toBeNull();
  });
});

describe('scalarFromInput', () => {
  const turn: ScalarSpec = { key: 'turn', label: 'Turn', kind: 'number', min: 1, max: 30 };
  const phase: ScalarSpec = {
    key: 'phase',
    label: 'Phase',
    kind: 'choice',
    choices: [
      { value: 'draw', label: 'Draw' },
      { value: 3, label: 'Three' },
    ],
  };
  const flag: ScalarSpec = { key: 'red', label: 'Red', kind: 'boolean' };
  const total: ScalarSpec = { key: 'total.0', label: 'Total of Seats 1 & 3', kind: 'number', min: -99999, max: 99999 };
  const cases: { spec: ScalarSpec; raw: string | boolean; result: ReturnType<typeof scalarFromInput> }[] = [
    { spec: turn, raw: '12', result: { ok: true, value: 12 } },
    { spec: turn, raw: ' 30 ', result: { ok: true, value: 30 } },
    { spec: turn, raw: '0', result: { ok: false, reason: 'Turn is a whole number from 1 to 30.' } },
    { spec: turn, raw: '2.5', result: { ok: false, reason: 'Turn is a whole number from 1 to 30.' } },
    { spec: turn, raw: '', result: { ok: false, reason: 'Turn is a whole number from 1 to 30.' } },
    { spec: phase, raw: 'draw', result: { ok: true, value: 'draw' } },
    { spec: phase, raw: '3', result: { ok: true, value: 3 } },
    { spec: phase, raw: 'fly', result: { ok: false, reason: 'Phase cannot be “fly”.' } },
    { spec: flag, raw: true, result: { ok: true, value: true } },
    { spec: flag, raw: false, result: { ok: true, value: false } },
    { spec: total, raw: '-40', result: { ok: true, value: -40 } },
    { spec: total, raw: '-100000', result: { ok: false, reason: 'Total of Seats 1 & 3 is a whole number from −99999 to 99999.' } },
  ];
  for (const c of cases) {
    it(`${c.spec.label} from ${JSON.stringify(c.raw)}`, () => {
      expect(scalarFromInput(c.spec, c.raw)).toEqual(c.result);
    });
  }
});

describe('grouping', () => {
  it('groups zones in the order their group first appears', () => {
    expect(zoneGroups(ZONES).map((g) => [g.group, g.zones.map((z) => z.id)])).toEqual([
      ['grid', ['grid.a1', 'grid.a2']],
      ['piles', ['deck', 'discard']],
    ]);
  });

  it('draws single spaces that make a square as a square', () => {
    const spaces = (n: number, capacity: number | null = 1) => Array.from({ length: n }, (_, i) => zone(`s${i}`, 'grid', capacity));
    expect(squareSide(spaces(9))).toBe(3);
    expect(squareSide(spaces(4))).toBe(2);
    expect(squareSide(spaces(6))).toBeNull();
    expect(squareSide(spaces(1))).toBeNull();
    expect(squareSide(spaces(9, 2))).toBeNull();
  });

  it('groups the unplaced cards by where play puts them', () => {
    const goTo = (card: string) =>
      card.endsWith('H') ? { zone: 'deck', label: 'shuffled into the deck' } : { zone: 'discard', label: 'onto the discard' };
    const position: Position = { zones: { deck: ['KS'] }, scalars: {} };
    expect(paletteGroups(position, PACK, goTo)).toEqual([
      { zone: 'discard', label: 'onto the discard', cards: ['AS', 'QS', 'JS'] },
      { zone: 'deck', label: 'shuffled into the deck', cards: ['2H', '3H'] },
    ]);
  });

  it('lists every zone as a destination with its room, a deck on top and at the bottom, then the palette', () => {
    expect(destinations(ZONES, START).map((d) => [d.label, d.target])).toEqual([
      ['Grid a1 (1 of 1)', { zone: 'grid.a1' }],
      ['Grid a2 (0 of 1)', { zone: 'grid.a2' }],
      ['Deck (2 cards), on top', { zone: 'deck', index: 0 }],
      ['Deck (2 cards), at the bottom', { zone: 'deck' }],
      ['Discard (1 card)', { zone: 'discard' }],
      ['Back to the unplaced cards', { palette: true }],
    ]);
  });

  it('offers an empty deck once', () => {
    const empty = { ...START, zones: { ...START.zones, deck: [] } };
    expect(destinations(ZONES, empty).filter((d) => 'zone' in d.target && d.target.zone === 'deck').map((d) => d.label)).toEqual(['Deck (0 cards)']);
  });

  it('puts a card on top of a deck by the first of its two destinations, at the bottom by the second', () => {
    const [top, bottom] = destinations(ZONES, START).filter((d) => 'zone' in d.target && d.target.zone === 'deck');
    expect(moveCard(newDoc(START), PACK, ZONES, { zone: 'discard', index: 0 }, top!.target).position.zones.deck).toEqual(['JS', 'KS', 'QS']);
    expect(moveCard(newDoc(START), PACK, ZONES, { zone: 'discard', index: 0 }, bottom!.target).position.zones.deck).toEqual(['KS', 'QS', 'JS']);
  });
});

describe('marksOf', () => {
  it('lights the cards, zones and scalars a problem names', () => {
    const twice: Position = { zones: { 'grid.a1': ['AS'], deck: ['KS', 'AS'] }, scalars: {} };
    const marks = marksOf(
      {
        message: 'A♠ is placed twice (grid a1 and deck): take one of them back to the unplaced cards.',
        where: [{ zone: 'grid.a1', card: 'AS', index: 0 }, { zone: 'deck', card: 'AS' }, { zone: 'discard' }, { scalar: 'turn' }],
      },
      twice,
    );
    expect([...marks.cards]).toEqual(['grid.a1#0', 'deck#1']);
    expect([...marks.zones]).toEqual(['grid.a1', 'deck', 'discard']);
    expect([...marks.scalars]).toEqual(['turn']);
  });
});

describe('what a zone says about its cards', () => {
  /** Every zone of a game set up for `seats`, by id. */
  const zonesOf = (game: string, seats: number) =>
    new Map(findGame(game)!.editor!.zones(findGame(game)!.defaultOptions(), seats).map((spec) => [spec.id, spec]));
  const lock = zonesOf('royal-lock', 1);
  const suit = zonesOf('royal-suit', 2);
  const lines = zonesOf('royal-lines', 3);
  const royals = zonesOf('royals', 2);
  const alliance = zonesOf('alliance-royals', 4);
  const HIDDEN = 'In play only the player these cards belong to sees them; the others see their backs.';
  const FACE_DOWN = 'In play these cards lie face down: no player sees them.';
  const TOP_FIRST = 'Listed from the top card down: 1 is the top card.';
  const BOTTOM_FIRST = 'Listed from the bottom card up: 1 is the bottom card, the last one lies on top.';
  const AS_LAID = 'Listed in the order the cards were laid: 1 was laid first.';

  /**
   * A real zone holding `count` cards: what its head says, how each card listed in `places` is named after it (its
   * index, then the words), the destinations the keyboard's list offers there, and the head's words in sentences.
   */
  const cases: {
    name: string;
    zone: ZoneSpec;
    count: number;
    head: string;
    places: readonly (readonly [number, string])[];
    destinations: readonly (readonly [string, number | undefined])[];
    help: string | null;
  }[] = [
    {
      name: 'the Royal Lock red deck, top first and face down',
      zone: lock.get('redDeck')!,
      count: 20,
      head: '20 · top first · face down',
      places: [[0, 'in red deck, 1st from the top'], [1, 'in red deck, 2nd from the top'], [19, 'in red deck, 20th from the top']],
      destinations: [['Red deck (20 cards), on top', 0], ['Red deck (20 cards), at the bottom', undefined]],
      help: `${TOP_FIRST} ${FACE_DOWN}`,
    },
    {
      name: 'a Royal Suit court pile, top first',
      zone: suit.get('pile.3')!,
      count: 3,
      head: '3 · top first',
      places: [[0, 'in pile 3, 1st from the top'], [2, 'in pile 3, 3rd from the top']],
      destinations: [['Pile 3 (3 cards), on top', 0], ['Pile 3 (3 cards), at the bottom', undefined]],
      help: TOP_FIRST,
    },
    {
      name: 'the Royal Lines ship, bottom first as it arrived',
      zone: lines.get('ship')!,
      count: 5,
      head: '5/7 · bottom first',
      places: [[0, 'in ship, 1st from the bottom'], [4, 'in ship, 5th from the bottom']],
      destinations: [['Ship (5 of 7), at the bottom', 0], ['Ship (5 of 7), on top', undefined]],
      help: BOTTOM_FIRST,
    },
    {
      name: 'a Royal Lines royal line, in the order laid',
      zone: lines.get('line.0')!,
      count: 3,
      head: '3 · in the order laid',
      places: [[0, "in Seat 1's royal line, laid 1st"], [2, "in Seat 1's royal line, laid 3rd"]],
      destinations: [["Seat 1's royal line (3 cards), laid first", 0], ["Seat 1's royal line (3 cards), laid last", undefined]],
      help: AS_LAID,
    },
    {
      name: 'the Royals discard pile, bottom first',
      zone: royals.get('discard')!,
      count: 3,
      head: '3 · bottom first',
      places: [[0, 'in discard pile, 1st from the bottom'], [2, 'in discard pile, 3rd from the bottom']],
      destinations: [['Discard pile (3 cards), at the bottom', 0], ['Discard pile (3 cards), on top', undefined]],
      help: BOTTOM_FIRST,
    },
    {
      name: 'the Royals deck, top first and face down',
      zone: royals.get('deck')!,
      count: 30,
      head: '30 · top first · face down',
      places: [[1, 'in deck, 2nd from the top']],
      destinations: [['Deck (30 cards), on top', 0], ['Deck (30 cards), at the bottom', undefined]],
      help: `${TOP_FIRST} ${FACE_DOWN}`,
    },
    {
      name: 'a Royals field, in the order laid',
      zone: royals.get('field.1')!,
      count: 2,
      head: '2/5 · in the order laid',
      places: [[1, "in Seat 2's field, laid 2nd"]],
      destinations: [["Seat 2's field (2 of 5), laid first", 0], ["Seat 2's field (2 of 5), laid last", undefined]],
      help: AS_LAID,
    },
    {
      name: 'the Alliance Royals draw stack, top first and face down',
      zone: alliance.get('stack')!,
      count: 18,
      head: '18 · top first · face down',
      places: [[0, 'in draw stack, 1st from the top']],
      destinations: [['Draw stack (18 cards), on top', 0], ['Draw stack (18 cards), at the bottom', undefined]],
      help: `${TOP_FIRST} ${FACE_DOWN}`,
    },
    {
      name: 'the Alliance Royals discard pile, bottom first as it lies spread',
      zone: alliance.get('discard')!,
      count: 4,
      head: '4 · bottom first',
      places: [[0, 'in discard pile, 1st from the bottom'], [3, 'in discard pile, 4th from the bottom']],
      destinations: [['Discard pile (4 cards), at the bottom', 0], ['Discard pile (4 cards), on top', undefined]],
      help: BOTTOM_FIRST,
    },
    {
      name: 'the Alliance Royals battle, in the order laid',
      zone: alliance.get('battle')!,
      count: 2,
      head: '2/4 · in the order laid',
      places: [[0, 'in battle under way, laid 1st'], [1, 'in battle under way, laid 2nd']],
      destinations: [['Battle under way (2 of 4), laid first', 0], ['Battle under way (2 of 4), laid last', undefined]],
      help: AS_LAID,
    },
    {
      name: 'an ordered zone of one card says no order',
      zone: alliance.get('discard')!,
      count: 1,
      head: '1',
      places: [[0, 'in discard pile']],
      destinations: [['Discard pile (1 card), at the bottom', 0], ['Discard pile (1 card), on top', undefined]],
      help: BOTTOM_FIRST,
    },
    {
      name: 'an ordered zone with no card offers one place',
      zone: lines.get('ship')!,
      count: 0,
      head: '0/7',
      places: [],
      destinations: [['Ship (0 of 7)', undefined]],
      help: BOTTOM_FIRST,
    },
    // The editor shows every card face up: a hand is hidden from the other players, not face down.
    {
      name: 'an Alliance Royals hand, in no order',
      zone: alliance.get('hand.2')!,
      count: 12,
      head: '12 · hidden from the others',
      places: [[0, "in Seat 3's hand"], [11, "in Seat 3's hand"]],
      destinations: [["Seat 3's hand (12 cards)", undefined]],
      help: HIDDEN,
    },
    {
      name: 'a Royals hand, in no order',
      zone: royals.get('hand.0')!,
      count: 5,
      head: '5/5 · hidden from the others',
      places: [[4, "in Seat 1's hand"]],
      destinations: [["Seat 1's hand (5 of 5)", undefined]],
      help: HIDDEN,
    },
    {
      name: 'a Royal Lines hand, in no order',
      zone: lines.get('hand.1')!,
      count: 7,
      head: '7/7 · hidden from the others',
      places: [[6, "in Seat 2's hand"]],
      destinations: [["Seat 2's hand (7 of 7)", undefined]],
      help: HIDDEN,
    },
    {
      name: 'the Royal Lock red cards on show, drawn together in no order',
      zone: lock.get('redDraw')!,
      count: 2,
      head: '2/2',
      places: [[1, 'in red cards drawn at the end of last turn']],
      destinations: [['Red cards drawn at the end of last turn (2 of 2)', undefined]],
      help: null,
    },
    {
      name: 'a Royal Lock grid space: a single space says only how full it is',
      zone: lock.get('grid.b2')!,
      count: 1,
      head: '1/1',
      places: [[0, 'in centre space']],
      destinations: [['Centre space (1 of 1)', undefined]],
      help: null,
    },
  ];

  it.each(cases)('$name', ({ zone, count, head, places, destinations: offered, help }) => {
    expect(zoneCountText(zone, count)).toBe(head);
    expect(places.map(([index]) => [index, cardPlaceText(zone, index, count)])).toEqual(places);
    const position: Position = { zones: { [zone.id]: Array.from({ length: count }, (_, i) => `card${i}`) }, scalars: {} };
    const listed = destinations([zone], position).filter((d) => 'zone' in d.target);
    expect(listed.map((d) => [d.label, 'zone' in d.target ? d.target.index : null])).toEqual(offered);
    expect(zoneHelpText(zone)).toBe(help);
  });

  it('says who sees a zone in play where not every player does', () => {
    expect(zoneSightText(alliance.get('hand.0')!)).toBe(HIDDEN);
    expect(zoneSightText(lock.get('blackDeck')!)).toBe(FACE_DOWN);
    expect(zoneSightText(royals.get('discard')!)).toBeNull();
  });

  it('puts a card where the words say: on top of a pile listed bottom first is its end', () => {
    const discard = alliance.get('discard')!;
    const start: Position = { zones: { discard: ['9S', '10S'], 'hand.0': ['QS'] }, scalars: {} };
    const offered = destinations([discard], start).filter((d) => 'zone' in d.target);
    const onTop = offered.find((d) => d.label.endsWith('on top'))!;
    const atBottom = offered.find((d) => d.label.endsWith('at the bottom'))!;
    const zones = [discard, alliance.get('hand.0')!];
    const pack = ['9S', '10S', 'QS'];
    expect(moveCard(newDoc(start), pack, zones, { zone: 'hand.0', index: 0 }, onTop.target).position.zones.discard).toEqual(['9S', '10S', 'QS']);
    expect(moveCard(newDoc(start), pack, zones, { zone: 'hand.0', index: 0 }, atBottom.target).position.zones.discard).toEqual(['QS', '9S', '10S']);
  });
});

describe('orderWord', () => {
  it.each([
    [0, '1st'],
    [1, '2nd'],
    [2, '3rd'],
    [3, '4th'],
    [10, '11th'],
    [11, '12th'],
    [20, '21st'],
  ])('place %i is the %s', (index, word) => {
    expect(orderWord(index)).toBe(word);
  });
});
