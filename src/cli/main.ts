/** The command line: parse, run one command, print, and return the exit code. */
import { parseCliArgs, UsageError, type CliArgs } from './args';
import { errorLine, positionText, shownText, simJson, simSummary, verifyLine } from './format';
import { checkPosition } from './position-command';
import { CommandError, showReplay, verifyReplay } from './replay-commands';
import { simCommand } from './sim-command';
import { mergeByOptions, mergeReports } from './sim-merge';
import { checkReportPath, writeSimReport } from './sim-report';
import { solveJson, solveReplay, solveText } from './solve-command';
import { USAGE } from './usage';
import { verifyPuzzleFiles } from './puzzle-command';
import { reviewCommand } from './review-command';
import { reviewJson, reviewText } from './review-format';
import { knowledgeCommand, knowledgeJson, knowledgeText } from './knowledge-command';
import { whatIfCommand, whatIfJson, whatIfText } from './whatif-command';

export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** Runs one command; the exit code is EXIT_OK unless the command found problems it printed. */
async function run(args: CliArgs, io: CliOutput): Promise<number> {
  switch (args.kind) {
    case 'help':
      io.out(USAGE);
      return EXIT_OK;
    case 'sim': {
      if (args.report) await checkReportPath(args.report);
      const report = await simCommand(args);
      if (args.report) await writeSimReport(args.report, [report]);
      io.out(args.json ? simJson(report) : simSummary(report));
      return EXIT_OK;
    }
    case 'sim-merge': {
      if (!args.report) {
        const report = await mergeReports(args.files);
        io.out(args.json ? simJson(report) : simSummary(report));
        return EXIT_OK;
      }
      await checkReportPath(args.report);
      // A report may compare runs of different options: one series each, side by side.
      const reports = await mergeByOptions(args.files);
      await writeSimReport(args.report, reports);
      if (reports.length === 1) io.out(args.json ? simJson(reports[0]!) : simSummary(reports[0]!));
      else io.out(args.json ? `[${reports.map(simJson).join(',')}]` : reports.map(simSummary).join('\n\n'));
      return EXIT_OK;
    }
    case 'replay-verify':
      io.out(verifyLine(await verifyReplay(args.file)));
      return EXIT_OK;
    case 'replay-show':
      io.out(shownText(await showReplay(args)));
      return EXIT_OK;
    case 'replay-knowledge': {
      const report = await knowledgeCommand(args);
      io.out(args.json ? knowledgeJson(report) : knowledgeText(report));
      return EXIT_OK;
    }
    case 'solve': {
      const report = await solveReplay(args);
      io.out(args.json ? solveJson(report) : solveText(report));
      return EXIT_OK;
    }
    case 'position-check': {
      const report = await checkPosition(args.file);
      io.out(positionText(report));
      return report.ok ? EXIT_OK : EXIT_FAILED;
    }
    case 'review': {
      const report = await reviewCommand(args);
      io.out(args.json ? reviewJson(report) : reviewText(report));
      return EXIT_OK;
    }
    case 'whatif': {
      const report = await whatIfCommand(args);
      io.out(args.json ? whatIfJson(report) : whatIfText(report));
      return EXIT_OK;
    }
    case 'puzzle-verify': {
      const report = await verifyPuzzleFiles(args.files, args.json);
      io.out(report.text);
      return report.ok ? EXIT_OK : EXIT_FAILED;
    }
  }
}

export async function main(argv: readonly string[], io: CliOutput): Promise<number> {
  try {
    return await run(parseCliArgs(argv), io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${errorLine(error.message)}\n\n${USAGE}`);
      return EXIT_USAGE;
    }
    if (error instanceof CommandError) {
      io.err(errorLine(error.message));
      return EXIT_FAILED;
    }
    // Anything else is a fault of the program or the disk: still one line, never a stack trace.
    io.err(errorLine(error instanceof Error ? error.message : String(error)));
    return EXIT_FAILED;
  }
}
