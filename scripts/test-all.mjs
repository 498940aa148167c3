#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order — type check, lint, unit tests,
 * production build, end-to-end tests. A failing stage does not stop the ones
 * after it, so one run reports everything. Each stage prints a summary and the
 * run ends with exactly one line, `N passed, N failed`, over every test run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = join(root, 'node_modules', '.bin');
const scratch = mkdtempSync(join(tmpdir(), 'royal-table-test-'));
// Plain text when the output goes to a log (CI) rather than a terminal.
const plain = process.stdout.isTTY ? {} : { NO_COLOR: '1' };
const env = { ...process.env, ...plain, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` };

/** One line per stage for the closing summary. */
const summaries = [];
let passed = 0;
let failed = 0;

function run(command, args, extraEnv = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env: { ...env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error) => {
      console.log(`could not start ${command}: ${error.message}`);
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 128 : 1)));
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function count(stage, ok, bad, note = '') {
  passed += ok;
  failed += bad;
  const mark = bad === 0 ? 'ok  ' : 'FAIL';
  summaries.push(`${mark} ${stage.padEnd(12)} ${ok} passed, ${bad} failed${note ? ` (${note})` : ''}`);
  console.log(`\n== ${stage}: ${ok} passed, ${bad} failed${note ? ` (${note})` : ''}`);
}

/** A command that is a single test: it passes when it exits 0. */
async function single(stage, command, args) {
  const code = await run(command, args);
  count(stage, code === 0 ? 1 : 0, code === 0 ? 0 : 1, code === 0 ? '' : `exit code ${code}`);
  return code === 0;
}

async function unitTests() {
  const report = join(scratch, 'vitest.json');
  const code = await run('vitest', ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  const json = readJson(report);
  if (!json) return count('unit', 0, 1, `vitest wrote no report, exit code ${code}`);
  // A test file that fails to load has no tests of its own but must still count.
  const brokenFiles = json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
  let bad = json.numFailedTests + brokenFiles;
  const notes = [];
  if (brokenFiles) notes.push(`${brokenFiles} test file(s) failed to run`);
  if (json.numPendingTests + json.numTodoTests > 0) notes.push(`${json.numPendingTests + json.numTodoTests} skipped`);
  if (code !== 0 && bad === 0) {
    bad = 1;
    notes.push(`vitest exit code ${code}`);
  }
  count('unit', json.numPassedTests, bad, notes.join('; '));
}

/** Counts the specs Playwright would run, without running them. */
async function listE2e() {
  const report = join(scratch, 'playwright-list.json');
  await run('playwright', ['test', '--list', '--reporter=json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: report });
  const json = readJson(report);
  if (!json) return 1;
  const countSuite = (suite) =>
    (suite.specs ?? []).reduce((n, spec) => n + spec.tests.length, 0) + (suite.suites ?? []).reduce((n, s) => n + countSuite(s), 0);
  return Math.max(1, json.suites.reduce((n, suite) => n + countSuite(suite), 0));
}

async function e2eTests(buildOk) {
  if (!buildOk) {
    const planned = await listE2e();
    return count('e2e', 0, planned, 'not run: the build failed, so every e2e test counts as failed');
  }
  const report = join(scratch, 'playwright.json');
  const code = await run('playwright', ['test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_FILE: report });
  const json = readJson(report);
  if (!json) return count('e2e', 0, 1, `playwright wrote no report, exit code ${code}`);
  const { expected, unexpected, flaky, skipped } = json.stats;
  const notes = [];
  let bad = unexpected + flaky;
  if (skipped) notes.push(`${skipped} skipped`);
  if (json.errors?.length) {
    bad += json.errors.length;
    notes.push(`${json.errors.length} error(s) outside tests`);
  }
  if (code !== 0 && bad === 0) {
    bad = 1;
    notes.push(`playwright exit code ${code}`);
  }
  count('e2e', expected, bad, notes.join('; '));
}

await single('tsc', 'tsc', ['-b', 'tsconfig.json']);
await single('svelte-check', 'svelte-check', ['--tsconfig', './tsconfig.web.json', '--threshold', 'error']);
await single('lint', 'eslint', ['.']);
await unitTests();
const buildOk = await single('build', 'electron-vite', ['build']);
await e2eTests(buildOk && existsSync(join(root, 'out', 'renderer', 'index.html')));
rmSync(scratch, { recursive: true, force: true });

console.log(`\nSummary\n${summaries.map((line) => `  ${line}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
