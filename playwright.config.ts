import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests run the built renderer (out/renderer, from `npm run build`)
 * in Debian's Chromium, with the real main-process handlers behind the API
 * (see e2e/fixtures.ts). Browsers are never downloaded.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  // Two cores: two workers keep both busy without starving Chromium.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    headless: true,
    viewport: { width: 1280, height: 860 },
    actionTimeout: 10_000,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
