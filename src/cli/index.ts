/** Entry point of `npm run cli`: see usage.ts. */
import { EXIT_FAILED, main } from './main';
import { watchOutput } from './output';

watchOutput(process.stdout, process.stderr, (code) => process.exit(code), EXIT_FAILED);
const code = await main(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
process.exitCode = code;
