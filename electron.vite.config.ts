import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';

export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // The browser host, for machines without the Electron binary; plain Node runs it.
          'browser-host': resolve(__dirname, 'src/main/browser-host.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      rolldownOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        // A sandboxed preload must be a single CommonJS script.
        output: { format: 'cjs', entryFileNames: '[name].cjs', codeSplitting: false },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    base: './',
    plugins: [svelte({ configFile: resolve(__dirname, 'svelte.config.js') })],
    build: { rolldownOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } } },
  },
});
