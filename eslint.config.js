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
 * similarity, then ledger, then reading, then figures, with compute (figures by request) on top.
 * Tests may compose them; production code never imports the test oracles.
 */
const ENGINE = './packages/statistics-engine/src';
const engineLayerZones = [
  { layer: 'math', above: ['similarity', 'ledger', 'reading', 'figures', 'compute'] },
  { layer: 'similarity', above: ['ledger', 'reading', 'figures', 'compute'] },
  { layer: 'ledger', above: ['reading', 'figures', 'compute'] },
  { layer: 'reading', above: ['figures', 'compute'] },
  { layer: 'figures', above: ['compute'] },
].map(({ layer, above }) => ({
  target: `${ENGINE}/${layer}`,
  from: above.map((folder) => `${ENGINE}/${folder}`),
  message: `The engine builds one way (math, similarity, ledger, reading, figures, compute): ${layer}/ imports none of ${above.join(', ')}. Move what it needs down.`,
}));

/** The thresholds are constants only, so a page names one at no cost: they import no engine code. */
const thresholdZones = [
  {
    target: `${ENGINE}/thresholds`,
    from: ENGINE,
    except: ['./thresholds'],
    message: 'The thresholds are constants only: move the code elsewhere and import the constant there.',
  },
];

/** Test oracles, simulations and fixtures: for tests and benchmarks, never for the product. */
const testSupportZones = [
  {
    target: ['./src', ENGINE],
    from: [`${ENGINE}/testing`, './packages/contract/src/testing'],
    message: 'The packages’ testing entries serve tests and benchmarks only.',
  },
];

/**
 * A package is used through its entries (its package.json `exports`): never a file inside it,
 * by name or by path. Files that vite.config.ts loads reach the contract's entry by path (see
 * server/forward-rules.ts).
 */
const packageInternals = [
  {
    regex: '^@assessment-insights/[^/]+/(?!(thresholds|testing|zod)$)',
    message: 'Import the package’s entry (its package.json `exports`), not a file inside it.',
  },
  {
    regex: 'packages/[^/]+/src/(?!index\\.ts$)',
    message: 'Import the package by name, through its entry, not a file inside it.',
  },
];

/** In src: out of its folder at all, except Node-style specifiers (see below). */
const CLIMBING_IN_SRC = '^\\.\\./(?!.*\\.ts$)|^(\\.\\./){2,}';

/** @param {string} regex */
const climbingImports = (regex) => ({
  regex,
  message: 'Import from another folder of src with `@/…` (tsconfig paths), not by climbing `../`.',
});

/** import-x, resolving imports as TypeScript does (paths, the packages' exports). */
const importXWithTypeScript = {
  plugins: { 'import-x': importX },
  settings: {
    ...importX.flatConfigs.typescript.settings,
    'import-x/resolver': undefined,
    'import-x/resolver-next': [createTypeScriptImportResolver()],
  },
};

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-proxy',
    'dist-boot',
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
    files: ['src/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['packages/contract/src/zod.ts', 'src/mocks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // 'zod', 'zod/mini' and every other entry point: schemas are built with the contract's `z` only.
          selector: "ImportDeclaration[source.value=/^zod(\\u002F|$)/][importKind!='type']",
          message:
            "Import z from @assessment-insights/contract/zod (zod/mini's functional API): it configures zod (no eval, for the CSP; English messages) before any schema exists. Type-only imports from 'zod/mini' are fine.",
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
    ...importXWithTypeScript,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...testSupportZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'layers/statistics-engine',
    files: ['packages/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts', '**/src/testing/**'],
    ...importXWithTypeScript,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...engineLayerZones, ...thresholdZones, ...testSupportZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    name: 'layers/no-climbing-imports',
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', 'conformance/**/*.ts', 'scripts/**/*.ts', 'server/**/*.ts', '*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [climbingImports('^(\\.\\./){2,}'), ...packageInternals] }],
    },
  },
  {
    // In src, one level too, except Node-style specifiers (with `.ts`): vite.config.ts loads
    // those modules before any alias exists.
    name: 'layers/no-climbing-imports-in-src',
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [climbingImports(CLIMBING_IN_SRC), ...packageInternals] }],
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
          patterns: [climbingImports(CLIMBING_IN_SRC), ...packageInternals],
        },
      ],
    },
  },
  {
    // The shared packages stand alone (decision 028): they import each other by name, never the
    // app, React or a host's storage.
    name: 'packages/standalone',
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^@/', message: 'A package knows nothing of the app: pass what it needs in.' },
            {
              regex: '^(react|react-dom|idb-keyval)(/|$)',
              message: 'A package runs in any host: no React, no DOM storage.',
            },
          ],
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
