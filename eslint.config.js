// @ts-check
import tseslint from 'typescript-eslint';

const pureZone = {
  patterns: [
    {
      group: ['fastify', 'fastify/*', '@fastify/*', 'kysely', 'pg', '@electric-sql/*'],
      message: 'The calculation core is pure: no HTTP or database imports.',
    },
    {
      group: ['**/platform/**', '**/config/**'],
      message: 'The calculation core is pure: no platform or config imports.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'packages/*/dist/**',
      'data/**',
      'coverage/**',
      'bin/**',
      'bench/rss-report.mjs', // plain JS preloaded into the compiled CLI (no tsx): outside the TS project
      'scratch/**',
      'eslint.config.js',
      'clients/typescript/src/schema.d.ts',
      'clients/components/dist/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      curly: ['error', 'multi-line'],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { arguments: false } }],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through src/config/env.ts only.' },
      ],
    },
  },
  {
    files: ['src/config/**', 'test/**', 'bench/**', 'scripts/**', 'vitest.config.ts', 'packages/*/test/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: [
      'src/shared/**',
      'src/modules/*/engine/**',
      'src/modules/*/domain/**',
      'packages/tax-engine/src/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', pureZone],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'The core never reads the clock: pass `now` in.',
        },
      ],
    },
  },
  {
    // The tax engine package stands alone (decision 0015): nothing from the server or its packages.
    files: ['packages/tax-engine/src/**', 'packages/tax-engine/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...pureZone.patterns,
            {
              group: ['**/src/modules/**', '**/src/shared/**', '../../*', '../../../*'],
              message: 'The tax engine package imports nothing from the server.',
            },
          ],
        },
      ],
    },
  },
);
