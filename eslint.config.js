// The linter's rules: the recommended sets of ESLint, typescript-eslint and
// eslint-plugin-svelte. The compiler already checks types and unused names
// (tsconfig's strict flags); the linter adds the mistakes a type check lets
// through (a sparse array, a needless svelte-ignore, a `let` never reassigned).
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';

export default ts.config(
  { ignores: ['out/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  { files: ['**/*.svelte', '**/*.svelte.ts'], languageOptions: { parserOptions: { parser: ts.parser } } },
  {
    rules: {
      // A leading underscore marks a name left unused on purpose (an argument a
      // contract passes, a key taken out of an object by destructuring).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Svelte 5 drops the spaces at an element's edges; {' '} is how a table keeps one.
      'svelte/no-useless-mustaches': 'off',
    },
  },
  {
    // Tests damage files as JSON of any shape, to see the app refuse them.
    files: ['**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
