/** A scored royal line in words: the form of government it reached and how its points were counted. */
import { colourOf } from '../../../../engine';
import type { Form, LineScore } from '../../../../engine/games/royal-lines';
import { ARISTOCRACY_EACH, ARISTOCRACY_MAX, DEMOCRACY_MAX, DEMOCRACY_MIN, REVOLUTION_EACH, REVOLUTION_MAX } from '../../../../engine/games/royal-lines/score';
import { numberText } from '../../../../engine/core/words';
import { suitPlural } from '../../../../engine/games/royal-lines/words';

const FORM_NAMES: Readonly<Record<Form, string>> = {
  aristocracy: 'Aristocracy',
  revolution: 'Revolution',
  democracy: 'Democracy',
  none: 'No royals',
};

export function formName(form: Form): string {
  return FORM_NAMES[form];
}

/** "−2" with a real minus sign, "+3" */
export function signed(points: number): string {
  return points > 0 ? `+${points}` : numberText(points);
}

/** How the points were counted, e.g. "2 red +1 each, 1 black −1 each (from −3 to 4)". */
export function formDetail(score: LineScore): string {
  const other = score.colour === 'red' ? 'black' : 'red';
  switch (score.form) {
    case 'none':
      return 'An empty royal line scores nothing.';
    case 'aristocracy':
      return `Only ${suitPlural(score.suits[0]!)}, the ace's suit: ${ARISTOCRACY_EACH} each, at most ${ARISTOCRACY_MAX}.`;
    case 'revolution':
      return `Only ${other} royals against a ${score.colour} settler: ${REVOLUTION_EACH} each, at most ${REVOLUTION_MAX}.`;
    case 'democracy': {
      const own = score.suits.filter((suit) => colourOf(suit) === score.colour).length;
      const against = score.suits.length - own;
      const parts = [own > 0 ? `${own} ${score.colour} +1 each` : null, against > 0 ? `${against} ${other} −1 each` : null];
      return `${parts.filter((part) => part !== null).join(', ')} (from ${signed(DEMOCRACY_MIN)} to ${DEMOCRACY_MAX}).`;
    }
  }
}
