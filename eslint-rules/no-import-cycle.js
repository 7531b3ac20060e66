import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * `no-import-cycle`: no module may reach itself through its relative imports.
 *
 * Relative specifiers resolve the way Vite does: the path as written when it names a file,
 * else with a script extension added, else its folder's `index`; `./x.js` may name `x.ts`
 * (as TypeScript's bundler resolution allows). Packages, absolute URLs and non-script files
 * (`.css`, `.svg`, `.json`) are not followed: none of them imports our modules back.
 *
 * Type-only imports (`import type`, `export type … from`, `import('./x').T`) count. They make no
 * runtime cycle, but a type cycle still ties the modules together (neither can be read, moved
 * or tested without the other), and the cycle this rule was written against (routes →
 * root-route → connect-api-client → router → routes) was closed by `import type { AppRouter }`.
 * Dynamic `import('./x')` counts too, for the same reason and because TypeScript's scanner,
 * which lists each file's imports here, does not tell them apart.
 *
 * The linted file's imports come from its text (so an unsaved edit counts); every other
 * module's come from disk, read once and kept for the whole lint run (re-read when its mtime
 * changes, so a long-lived editor process sees edits).
 */

const SCRIPT_EXTENSIONS = ['.mjs', '.js', '.mts', '.ts', '.jsx', '.tsx'];
/** `./x.js` may name `x.ts`: TypeScript output extension → source extensions. */
const SOURCE_EXTENSIONS_OF = new Map([
  ['.js', ['.ts', '.tsx']],
  ['.jsx', ['.tsx']],
  ['.mjs', ['.mts']],
]);

/** A relative import that names no file yet; retried whenever its importer is looked at again. */
const MISSING = Symbol('missing');
/** Not one of our modules (a package, a stylesheet…): not followed. */
const NOT_FOLLOWED = Symbol('not followed');

/**
 * @typedef {{ mtimeMs: number, targets: string[], missing: string[] }} ModuleImports
 *   targets: the modules its relative imports resolve to; missing: specifiers naming no file yet.
 */

/** Shared by every file of a lint run: each module is read and scanned once. @type {Map<string, ModuleImports>} */
const importsCache = new Map();

/** @param {string} file */
const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * @param {string} specifier
 * @param {string} importer absolute path of the importing file
 * @returns {string | typeof MISSING | typeof NOT_FOLLOWED}
 */
function resolveImport(specifier, importer) {
  if (!/^\.\.?(\/|$)/.test(specifier)) return NOT_FOLLOWED;
  const base = path.resolve(path.dirname(importer), specifier.replace(/[?#].*$/, ''));
  const extension = path.extname(base);
  if (isFile(base)) return SCRIPT_EXTENSIONS.includes(extension) ? base : NOT_FOLLOWED;
  const stem = base.slice(0, base.length - extension.length);
  const candidates = [
    ...(SOURCE_EXTENSIONS_OF.get(extension) ?? []).map((source) => stem + source),
    ...SCRIPT_EXTENSIONS.map((script) => base + script),
    ...SCRIPT_EXTENSIONS.map((script) => path.join(base, `index${script}`)),
  ];
  return candidates.find(isFile) ?? MISSING;
}

/**
 * Every module specifier of a file: imports and re-exports, type-only or not, and `import()`
 * (TypeScript's pre-parse scanner: fast, and blind to comments and strings).
 * @param {string} text
 */
const specifiersIn = (text) => ts.preProcessFile(text, true, false).importedFiles;

/**
 * @param {string[]} specifiers
 * @param {string} importer
 * @returns {Pick<ModuleImports, 'targets' | 'missing'>}
 */
function resolveAll(specifiers, importer) {
  /** @type {string[]} */
  const targets = [];
  /** @type {string[]} */
  const missing = [];
  for (const specifier of specifiers) {
    const target = resolveImport(specifier, importer);
    if (target === MISSING) missing.push(specifier);
    else if (target !== NOT_FOLLOWED) targets.push(target);
  }
  return { targets: [...new Set(targets)], missing };
}

/**
 * The modules a file on disk imports, from the cache while its mtime is unchanged.
 * @param {string} file
 * @returns {string[]}
 */
function importsOnDisk(file) {
  const stats = fs.statSync(file, { throwIfNoEntry: false });
  if (!stats?.isFile()) {
    importsCache.delete(file);
    return [];
  }
  const cached = importsCache.get(file);
  if (cached?.mtimeMs === stats.mtimeMs) {
    if (cached.missing.length === 0) return cached.targets;
    const retried = resolveAll(cached.missing, file);
    const entry = {
      mtimeMs: stats.mtimeMs,
      targets: [...new Set([...cached.targets, ...retried.targets])],
      missing: retried.missing,
    };
    importsCache.set(file, entry);
    return entry.targets;
  }
  const specifiers = specifiersIn(fs.readFileSync(file, 'utf8')).map((reference) => reference.fileName);
  const entry = { mtimeMs: stats.mtimeMs, ...resolveAll(specifiers, file) };
  importsCache.set(file, entry);
  return entry.targets;
}

/**
 * The shortest import path from `start` to `goal` ([start, …, goal]), or null. Each module's
 * imports are looked up once per linted file (the mtime check), then from the cache.
 * @param {string} start
 * @param {string} goal
 * @param {(file: string) => string[]} importsOf
 * @returns {string[] | null}
 */
function shortestPath(start, goal, importsOf) {
  /** @type {Map<string, string | null>} module → the module that first led to it */
  const cameFrom = new Map([[start, null]]);
  const queue = [start];
  for (let next = 0; next < queue.length; next += 1) {
    const file = /** @type {string} */ (queue[next]);
    if (file === goal) {
      /** @type {string[]} */
      const route = [];
      for (let at = /** @type {string | null | undefined} */ (file); at; at = cameFrom.get(at)) route.unshift(at);
      return route;
    }
    for (const target of importsOf(file)) {
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow a module that reaches itself through its relative imports.' },
    schema: [],
    messages: { cycle: 'Import cycle: {{cycle}}' },
  },
  create(context) {
    const file = context.physicalFilename;
    if (!path.isAbsolute(file)) return {};
    const display = (/** @type {string} */ module) => path.relative(context.cwd, module).split(path.sep).join('/');

    /** @type {Map<string, string[]>} */
    const lookedUp = new Map();
    /** @param {string} module */
    const importsOf = (module) => {
      let targets = lookedUp.get(module);
      if (!targets) {
        targets = importsOnDisk(module);
        lookedUp.set(module, targets);
      }
      return targets;
    };

    return {
      Program() {
        const { sourceCode } = context;
        /** @type {Set<string>} */
        const reported = new Set();
        for (const reference of specifiersIn(sourceCode.text)) {
          const target = resolveImport(reference.fileName, file);
          if (typeof target !== 'string' || reported.has(target)) continue;
          const back = target === file ? [file] : shortestPath(target, file, importsOf);
          if (!back) continue;
          reported.add(target);
          // `pos` is the specifier's opening quote.
          const end = reference.pos + reference.fileName.length + 2;
          context.report({
            loc: { start: sourceCode.getLocFromIndex(reference.pos), end: sourceCode.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { cycle: [file, ...back].map(display).join(' → ') },
          });
        }
      },
    };
  },
};

export default noImportCycle;
