// @ts-check
import astro from 'eslint-plugin-astro';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'dist-cf/**',
      'dist-e2e/**',
      '.astro/**',
      '.wrangler/**',
      'public/vendor/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [tseslint.configs.recommended],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    // The hooks plugin's types predate ESLint 10's; its rules are what matter here.
    plugins: { 'import-x': importX, 'react-hooks': /** @type {import('eslint').ESLint.Plugin} */ (/** @type {unknown} */ (reactHooks)) },
    rules: {
      // A promise nobody awaits fails silently; an async function where a callback expects void hides its errors.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
  },
  { files: ['**/*.{js,mjs}'], extends: [tseslint.configs.disableTypeChecked] },
  // The analysis engine runs on Workers too: only its Node wiring may import Node's modules.
  {
    files: ['functions/analysis/**/*.ts'],
    ignores: ['functions/analysis/resolve-node.ts', 'functions/analysis/node-analyzer.ts', 'functions/analysis/worker/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^node:', message: 'Node-only: keep it in resolve-node.ts, node-analyzer.ts or worker/ (the engine runs on Workers too).' },
          ],
        },
      ],
    },
  },
  // Astro components: the same rules, less those that need type information, since neither the frontmatter nor the
  // <script> blocks (linted by the plugin's processor as virtual `X.astro/N_N.ts` files) are in the TypeScript project.
  {
    files: ['**/*.astro'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['**/*.astro/*.{ts,js}'], extends: [tseslint.configs.disableTypeChecked] },
  // Last, so that its parser wins for .astro files: it reads the template and hands the frontmatter to typescript-eslint's.
  astro.configs.recommended,
  { files: ['**/*.astro'], languageOptions: { parserOptions: { parser: tseslint.parser } } },
);
