import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import noImportCycle from './eslint-rules/no-import-cycle.js';

/**
 * Import directions (see README, "Architecture"):
 *   lib, components, api  ←  features  ←  app        mocks: only app, main.tsx, testing
 * Imports are relative, so the rules match path segments (`/features/`, `/app/`,
 * `/mocks/`) and, inside a feature, how far a relative path climbs.
 */
/** @param {string} name */
const segment = (name) => `(^|/)${name}(/|$)`;

/**
 * @param {Array<{ regex: string, message: string }>} patterns
 * @returns {import('eslint').Linter.RulesRecord}
 */
const restrictImports = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const noMocks = {
  regex: segment('mocks'),
  message: 'The fake API is for demo mode and tests only: import it from src/app, src/main.tsx or src/testing.',
};

const lowerLayerRestrictions = [
  {
    regex: segment('(features|app)'),
    message: 'src/lib, src/components and src/api sit below features and app: move the shared code down instead.',
  },
  noMocks,
];

/**
 * A file `depth` folders below its feature's root reaches sibling features with
 * depth+1 `../` and src/ with depth+2. features/explorer holds what the explorers
 * share, so it is the one feature others may import.
 * @param {number} depth
 */
function featureRestrictions(depth) {
  const toFeatures = '\\.\\./'.repeat(depth + 1);
  const toSrc = '\\.\\./'.repeat(depth + 2);
  return [
    {
      regex: `^${toFeatures}(?!\\.\\./|explorer(/|$))`,
      message: 'Features do not import each other: move shared code to src/components, src/lib or features/explorer.',
    },
    {
      regex: `^${toSrc}(app|features/(?!explorer(/|$)))`,
      message: 'Features do not import src/app or other features.',
    },
    noMocks,
  ];
}

const MAX_FEATURE_DEPTH = 6;
const featureBoundaryConfigs = Array.from({ length: MAX_FEATURE_DEPTH + 1 }, (_, depth) => ({
  name: `boundaries/features-depth-${depth}`,
  files: [`src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: restrictImports(featureRestrictions(depth)),
}));

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
      'eslint-rules/**',
      'server/**',
      'scripts/**',
      'e2e/**',
      'contract/**',
      'src/mocks/http-server.ts',
      'src/mocks/node.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  { ...reactHooks.configs.flat.recommended, files: ['src/**/*.{ts,tsx}'] },
  ...pluginQuery.configs['flat/recommended'].map((config) => ({ ...config, files: ['src/**/*.{ts,tsx}'] })),
  {
    name: 'boundaries/lower-layers',
    files: ['src/{lib,components,api}/**/*.{ts,tsx}'],
    rules: restrictImports(lowerLayerRestrictions),
  },
  ...featureBoundaryConfigs,
  {
    name: 'boundaries/no-import-cycle',
    plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
    rules: { 'local/no-import-cycle': 'error' },
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
