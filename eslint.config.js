import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import vitest from '@vitest/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'web/build/**',
      'web/.react-router/**',
      'infra/cdk.out/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Every vitest rule asserts something: a test that only runs code passes by not throwing, which proves little.
    // Besides expect, our assertion helpers and CDK's template assertions count.
    files: ['**/*.test.{ts,tsx}'],
    plugins: { vitest },
    rules: {
      'vitest/expect-expect': [
        'error',
        {
          assertFunctionNames: [
            'expect',
            'expect*',
            'assert*',
            // authorization-matrix.test.ts and photos.test.ts: each cell or refusal expects its answer and the table.
            'runCell',
            'refused',
            '*.hasResourceProperties',
            '*.hasResource',
            '*.resourceCountIs',
            '*.hasOutput',
            '*.templateMatches',
            '*.allResourcesProperties',
          ],
        },
      ],
    },
  },
  {
    // The rules of hooks and the React Compiler's checks, all as errors: a warning nobody reads holds nothing.
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, 'error'])),
  },
  {
    // Plain scripts the browser loads as they are.
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Features never import each other (bulletproof-react); shared code lives in components/ or lib/.
    files: ['web/src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*/**', '**/features/*/**'], message: 'Features must not import each other.' }] },
      ],
    },
  },
  {
    // The domain receives its stores, payments, mail, tokens and clock as ports (functions/src/domain/ports.ts):
    // it imports no SDK, no table, mail or payment module, and no wiring.
    files: ['functions/src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'stripe', 'sharp', '#data/*', '#wiring/*', '#adapters/*', '#platform/secrets'],
              message: 'The domain gets this through a port (domain/ports.ts); handlers wire the adapter.',
            },
          ],
        },
      ],
    },
  },
  {
    // The platform holds the basics every layer uses (settings, errors, logger, tokens, the preset): it imports no
    // other layer, so every layer can import it.
    files: ['functions/src/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#data/*', '#wiring/*', '#domain/*', '#adapters/*'],
              message: 'The platform is given what it needs (see wiring/).',
            },
          ],
        },
      ],
    },
  },
  {
    // The adapters fill the domain's ports over AWS and Stripe: they import the ports and the basics, never the data
    // layer or the wiring.
    files: ['functions/src/adapters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['#data/*', '#wiring/*'], message: 'An adapter is given what it needs (see wiring/).' }],
        },
      ],
    },
  },
);
