#!/usr/bin/env node
/**
 * `npm start`: builds the app when out/ is missing or older than the sources,
 * then runs it in Electron. Where the Electron binary is not installed (it is
 * downloaded from GitHub at install time, which some machines cannot reach),
 * it starts the browser host instead and opens the app in Chromium.
 *
 *   npm start                      Electron, or the browser host without it
 *   npm run start:browser          the browser host straight away
 *
 * Options (after `--`, e.g. `npm run start:browser -- --port 8123`):
 *   --no-sandbox           as root only: run Electron or Chromium without the OS sandbox,
 *                          which Chromium cannot use as root (see the message at start)
 *
 * Browser host options:
 *   --port N               listen on 127.0.0.1:N (default: a free port)
 *   --no-open              do not open a browser window; just print the one-time launch address
 *   --user-data-dir DIR    autosave and recent files (default: $XDG_CONFIG_HOME/royal-table or ~/.config/royal-table)
 *   --documents-dir DIR    where the file dialog starts (default: ~/Documents/Royal Table)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(ROOT, 'out');
const BUILD_OUTPUTS = ['main/index.js', 'main/browser-host.js', 'preload/index.cjs', 'renderer/index.html'].map((p) => join(OUT, p));
const BUILD_INPUTS = ['src', 'electron.vite.config.ts', 'svelte.config.js', 'package.json', 'package-lock.json'].map((p) => join(ROOT, p));
const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function parseArgs(argv) {
  const options = { browser: false, open: true, port: 0, userDataDir: undefined, documentsDir: undefined, noSandbox: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) fail(`${arg} needs a value.`);
      return next;
    };
    if (arg === '--browser') options.browser = true;
    else if (arg === '--no-open') options.open = false;
    else if (arg === '--no-sandbox') options.noSandbox = true;
    else if (arg === '--port') {
      const port = Number(value());
      if (!Number.isInteger(port) || port < 0 || port > 65535) fail('--port takes a number from 0 to 65535.');
      options.port = port;
    } else if (arg === '--user-data-dir') options.userDataDir = resolve(value());
    else if (arg === '--documents-dir') options.documentsDir = resolve(value());
    else fail(`Unknown option ${arg}. See the top of scripts/start.mjs for the options.`);
  }
  return options;
}

function fail(message) {
  console.error(`royal-table: ${message}`);
  process.exit(2);
}

/** The newest modification time among files under `path` (tests and type declarations excluded). */
function newestInput(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return /\.test\.ts$/.test(path) ? 0 : info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestInput(join(path, entry)));
  return newest;
}

function buildIfStale() {
  const oldestOutput = Math.min(...BUILD_OUTPUTS.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  const newestSource = Math.max(...BUILD_INPUTS.map(newestInput));
  if (oldestOutput > newestSource) return;
  console.log(oldestOutput === 0 ? 'Building Royal Table…' : 'Sources changed since the last build; building Royal Table…');
  const cli = join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const result = spawnSync(process.execPath, [cli, 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail('The build failed; see the messages above.');
}

/**
 * The Electron executable if it is installed. Read from the package's files:
 * requiring 'electron' would try to download a missing binary.
 */
function electronBinary() {
  const pkg = join(ROOT, 'node_modules', 'electron');
  const pathFile = join(pkg, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const relative = readFileSync(pathFile, 'utf8').trim();
  const distDir = process.env.ELECTRON_OVERRIDE_DIST_PATH || join(pkg, 'dist');
  const binary = join(distDir, relative);
  return relative && existsSync(binary) ? binary : null;
}

const ROOT_WARNING =
  'You are running Royal Table as root. Chromium (inside Electron and the browser alike) cannot use its OS sandbox as root,\n' +
  'so it would run with the sandbox OFF: a page that went wrong would have all of root\'s power over this machine.';
const ROOT_ADVICE =
  'Run it as a normal user instead (recommended), or start the browser way and open the printed address in a normal\n' +
  "user's browser: npm run start:browser -- --no-open. To run without the sandbox anyway, say so: npm start -- --no-sandbox";

function runElectron(binary, options) {
  if (isRoot && !options.noSandbox) fail(`${ROOT_WARNING}\n${ROOT_ADVICE}`);
  if (isRoot) console.warn(`${ROOT_WARNING}\nRunning without the sandbox, as --no-sandbox asked.`);
  const args = ['.', ...(isRoot ? ['--no-sandbox'] : [])];
  const child = spawn(binary, args, { cwd: ROOT, stdio: 'inherit' });
  const stop = () => child.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

function findChromium() {
  return CHROMIUM_CANDIDATES.find((path) => path && existsSync(path)) ?? null;
}

async function runBrowserHost(options) {
  const { startBrowserHost, defaultUserDataDir, defaultDocumentsDir } = await import(pathToFileURL(join(OUT, 'main', 'browser-host.js')).href);
  let host;
  try {
    host = await startBrowserHost({
      rendererDir: join(OUT, 'renderer'),
      userDataDir: options.userDataDir ?? defaultUserDataDir(),
      documentsDir: options.documentsDir ?? defaultDocumentsDir(),
      examplesDir: join(ROOT, 'examples'),
      port: options.port,
    });
  } catch (error) {
    fail(error && error.code === 'EADDRINUSE' ? `Port ${options.port} is already in use; choose another with --port.` : `The browser host could not start: ${error.message}`);
  }
  console.log(`Royal Table is running at ${host.url}`);
  // The API answers only the browser that opened this link first; the link works once.
  const openHint = `open ${host.launchUrl} in a browser (the link works once; it lets that browser use Royal Table). Press Ctrl+C to stop.`;

  let chromium = null;
  let profileDir = null;
  let stopping = false;
  const stop = async (code = 0) => {
    if (stopping) return;
    stopping = true;
    if (chromium && chromium.exitCode === null) chromium.kill('SIGTERM');
    await host.close();
    if (profileDir) rmSync(profileDir, { recursive: true, force: true });
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const browser = options.open ? findChromium() : null;
  const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
  if (!options.open) {
    console.log(`To use it, ${openHint}`);
  } else if (!browser || !hasDisplay) {
    console.log(`${browser ? 'There is no display to open a window on' : 'No Chromium was found (looked for /usr/bin/chromium)'}: ${openHint}`);
  } else if (isRoot && !options.noSandbox) {
    console.log(`${ROOT_WARNING}\nSo no Chromium window was opened as root. ${ROOT_ADVICE.split('\n').join(' ')}\nMeanwhile, ${openHint}`);
  } else {
    if (isRoot) console.warn(`${ROOT_WARNING}\nOpening Chromium without the sandbox, as --no-sandbox asked.`);
    // A fresh profile each run: no extensions, sync or stale state between runs.
    profileDir = mkdtempSync(join(tmpdir(), 'royal-table-chromium-'));
    const args = [
      `--app=${host.launchUrl}`,
      `--user-data-dir=${profileDir}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(isRoot ? ['--no-sandbox'] : []),
    ];
    chromium = spawn(browser, args, { stdio: 'ignore' });
    chromium.on('error', (error) => console.error(`Chromium could not start (${error.message}); open ${host.url} in a browser.`));
    chromium.on('exit', () => {
      console.log('The window was closed; stopping Royal Table.');
      void stop(0);
    });
    console.log('Opened in Chromium. Close the window or press Ctrl+C to stop.');
  }
}

const options = parseArgs(process.argv.slice(2));
buildIfStale();
if (options.browser) {
  await runBrowserHost(options);
} else {
  const binary = electronBinary();
  if (binary) {
    runElectron(binary, options);
  } else {
    console.log(
      'The Electron binary is not installed: the electron package fetches it from GitHub on first use, and this machine cannot reach GitHub.\n' +
        'Starting the same app in Chromium instead (next time: npm run start:browser).',
    );
    await runBrowserHost(options);
  }
}
