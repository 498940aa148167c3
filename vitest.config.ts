import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The Electron binary is not there to test against: the main-process glue runs
    // against a stand-in that records what it is given (see the module's comment).
    alias: [{ find: /^electron$/, replacement: fileURLToPath(new URL('./src/main/testing/electron-stand-in.ts', import.meta.url)) }],
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
  },
});
