import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The layers, lowest first; a module imports its own layer and those below it, never above
 * (docs/architecture.md). Tests and their support files may import anything: they assemble
 * the app around what they test.
 */
const LAYERS = ['lib', 'api', 'hooks', 'components', 'shared', 'features', 'app'];
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** @type {Array<{ target: string, from: string | string[], except?: string[], message: string }>} */
const layerZones = [
  ...LAYERS.slice(0, -1).map((layer, i) => ({
    target: `./src/${layer}`,
    from: LAYERS.slice(i + 1).map((above) => `./src/${above}`),
    message: `src/${layer} sits below ${LAYERS.slice(i + 1).join(', ')}: move the shared code down instead.`,
  })),
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what they share to src/shared (or compose them in src/app).',
  })),
  {
    target: './src/!(app|mocks|testing|main.tsx)/**',
    from: './src/mocks',
    message: 'The fake API is for demo mode and tests only: import it from src/app, src/main.tsx or src/testing.',
  },
  {
    target: './src/mocks',
    from: ['./src/hooks', './src/components', './src/shared', './src/features', './src/app'],
    message: 'The fake API serves the contract (src/api, src/lib); it knows nothing of the app.',
  },
];

/**
 * The statistics engine's folders build on each other one way (docs/architecture.md): math, then
 * similarity, then ledger, then reading, with figures on top. Tests may compose them.
 */
const ENGINE = './src/features/statistics/engine';
const engineLayerZones = [
  { layer: 'math', above: ['similarity', 'ledger', 'reading', 'figures'] },
  { layer: 'similarity', above: ['ledger', 'reading', 'figures'] },
  { layer: 'ledger', above: ['reading', 'figures'] },
  { layer: 'reading', above: ['figures'] },
].map(({ layer, above }) => ({
  target: `${ENGINE}/${layer}`,
  from: above.map((folder) => `${ENGINE}/${folder}`),
  message: `The engine builds one way (math, similarity, ledger, reading, figures): ${layer}/ imports none of ${above.join(', ')}. Move what it needs down.`,
}));

/** In src: out of its folder at all, except Node-style specifiers (see below). */
const CLIMBING_IN_SRC = '^\\.\\./(?!.*\\.ts$)|^(\\.\\./){2,}';

/** @param {string} regex */
const climbingImports = (regex) => ({
  regex,
  message: 'Import from another folder of src with `@/…` (tsconfig paths), not by climbing `../`.',
});

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-proxy',
    'coverage',
    'playwright-report',
    'test-results',
    '.reports',
    'public/mockServiceWorker.js',
  ]),
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
  },
  {
    name: 'app-zod',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/zod.ts', 'src/mocks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // 'zod', 'zod/mini' and every other entry point: schemas are built with src/lib/zod's `z` only.
          selector: "ImportDeclaration[source.value=/^zod(\\u002F|$)/][importKind!='type']",
          message:
            "Import z from src/lib/zod (zod/mini's functional API): it configures zod (no eval, for the CSP; English messages) before any schema exists. Type-only imports from 'zod/mini' are fine.",
        },
      ],
    },
  },
  {
    files: [
      '*.{js,ts}',
      'server/**',
      'scripts/**',
      'e2e/**',
      'conformance/**',
      'src/mocks/http-server.ts',
      'src/mocks/http/**',
      'src/mocks/node.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  { ...reactHooks.configs.flat.recommended, files: ['src/**/*.{ts,tsx}'] },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),
  {
    name: 'layers',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-support.{ts,tsx}', 'src/testing/**'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // This block's zones replace the one above for the engine's files, so they include them.
    name: 'layers/statistics-engine',
    files: ['src/features/statistics/engine/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...engineLayerZones] }] },
  },
  {
    name: 'layers/no-climbing-imports',
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'conformance/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbingImports('^(\\.\\./){2,}')] }] },
  },
  {
    // In src, one level too, except Node-style specifiers (with `.ts`): vite.config.ts loads
    // those modules before any alias exists.
    name: 'layers/no-climbing-imports-in-src',
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [climbingImports(CLIMBING_IN_SRC)] }],
    },
  },
  {
    // The API client is plain TypeScript (the statistics worker's protocol shares its types): the
    // hooks over its stores live in src/hooks.
    name: 'layers/api-without-react',
    files: ['src/api/**/*.ts'],
    ignores: ['src/api/**/*.test.ts', 'src/api/**/*.test-support.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', message: 'src/api holds no React: put the hook in src/hooks.' }],
          patterns: [climbingImports(CLIMBING_IN_SRC)],
        },
      ],
    },
  },
  {
    rules: {
      // TanStack Router's control flow throws redirect() and notFound() results.
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['Redirect', 'NotFoundError'] }] },
      ],
      // Handlers passed to event props may return promises; React ignores the result.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);
