// Lint for the whole monorepo. Import boundaries (DEVELOPERS.md "How we write code") live here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import featureBoundaries from './eslint-rules/feature-boundaries.js';

const firebaseOnlyIn = 'Firebase SDK imports belong in web/src/lib/firebase or features/*/api.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.data/**',
      'reports/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // shared imports neither web nor functions.
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@fohzshop/web*', '@fohzshop/functions*', 'firebase*', 'react*'],
              message: 'shared stays pure: no web, functions, Firebase or React imports.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      fohz: { rules: { 'feature-boundaries': featureBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'fohz/feature-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['firebase', 'firebase/*', '@firebase/*'], message: firebaseOnlyIn }],
        },
      ],
    },
  },
  // Firebase SDK is allowed only in lib/firebase and feature api folders.
  {
    files: ['web/src/lib/firebase/**', 'web/src/features/*/api/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
