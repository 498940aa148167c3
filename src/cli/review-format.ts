/** What `review` prints: a line per decision and each seat's marks, or the JSON the app saves. */
import { quoteUntrusted } from '../engine/core/quote';
import { adviceText, certaintyText, markTally, tallyText, thresholdsText, valueText, type StepJudgement } from '../engine/core/review';
import type { ReviewReport } from './review-command';

function decisionLine(report: ReviewReport, judged: StepJudgement): string {
  const { measure } = report.review;
  const who = quoteUntrusted(report.players[judged.seat] ?? `Seat ${judged.seat + 1}`, 30);
  const head = `${String(judged.step).padStart(4)}  ${who}: ${judged.played.label} (${valueText(measure, judged.played.value)})`;
  if (judged.forced) return `${head}, the only move`;
  if (!judged.mark) return judged.exact ? `${head}, exact` : head;
  return `${head}  ${judged.mark.toUpperCase()}: ${adviceText(measure, judged)}; ${certaintyText(measure, judged)}`;
}

export function reviewText(report: ReviewReport): string {
  const { review } = report;
  const title = report.title ? `${quoteUntrusted(report.title, 80)}, ` : '';
  const lines = [
    `Review of ${title}${report.gameTitle}, ${quoteUntrusted(report.lineName, 60)}: ${review.steps.length} decisions at ${review.strength} strength, seed ${review.seed} (${review.engine})`,
    `Figures: ${review.measure.words} of the mover's side. Marks: ${thresholdsText(review.measure, review.thresholds)}, counted from the lower end of the loss's 95% interval.`,
    '',
    ...review.steps.map((judged) => decisionLine(report, judged)),
    '',
    ...markTally(review.steps, report.players.length).map((tally, seat) => `${quoteUntrusted(report.players[seat] ?? `Seat ${seat + 1}`, 30)}: ${tallyText(tally)}`),
  ];
  return lines.join('\n');
}

export function reviewJson(report: ReviewReport): string {
  return JSON.stringify(report);
}
