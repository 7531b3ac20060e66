import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import noImportCycle from './no-import-cycle.js';

let root: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'no-import-cycle-'));
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

function writeFiles(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
}

function eslint() {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.{ts,tsx,js}'],
        languageOptions: { parser: tseslint.parser },
        plugins: { local: { rules: { 'no-import-cycle': noImportCycle } } },
        rules: { 'local/no-import-cycle': 'error' },
      },
    ],
  });
}

/** Every problem of a lint run over the fixture folder: "file:line:column message". */
async function lintAll(): Promise<string[]> {
  const results = await eslint().lintFiles(['.']);
  return results.flatMap((result) =>
    result.messages.map(
      (message) => `${result.filePath.slice(root.length + 1)}:${message.line}:${message.column} ${message.message}`,
    ),
  );
}

describe('no-import-cycle', () => {
  it('reports the import that closes a cycle in every module of it, with the cycle path', async () => {
    writeFiles({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { c } from './c';\nexport const b = c;\n",
      'c.ts': "import { a } from './a';\nexport const c = () => a;\n",
      'd.ts': "import { a } from './a';\nexport const d = a;\n",
    });

    expect((await lintAll()).sort()).toEqual([
      'a.ts:1:19 Import cycle: a.ts → b.ts → c.ts → a.ts',
      'b.ts:1:19 Import cycle: b.ts → c.ts → a.ts → b.ts',
      'c.ts:1:19 Import cycle: c.ts → a.ts → b.ts → c.ts',
    ]);
  });

  it('finds nothing in an acyclic graph, with packages, stylesheets and missing files among the imports', async () => {
    writeFiles({
      'a.ts': "import './a.css';\nimport { z } from 'zod';\nimport { b } from './b';\nimport { gone } from './gone';\n",
      'a.css': '',
      'b.ts': "import { c } from './c';\nimport { d } from './d';\nexport const b = 1;\n",
      'c.ts': "import { d } from './d';\nexport const c = 1;\n",
      'd.ts': 'export const d = 1;\n',
    });

    expect(await lintAll()).toEqual([]);
  });

  it('resolves imports as the bundler does: extensions, .tsx, folder index, explicit .ts', async () => {
    writeFiles({
      'app.tsx': "import { routes } from './routes';\nexport const App = routes;\n",
      'routes/index.ts': "import { Page } from '../pages/Page.tsx';\nexport const routes = [Page];\n",
      'pages/Page.tsx': "import { App } from '../app';\nexport const Page = App;\n",
    });

    expect(await lintAll()).toContain(
      'app.tsx:1:24 Import cycle: app.tsx → routes/index.ts → pages/Page.tsx → app.tsx',
    );
  });

  it('counts type-only imports and re-exports (a type cycle still ties the modules together)', async () => {
    writeFiles({
      'router.ts': "import { routes } from './routes';\nexport type Router = typeof routes;\n",
      'routes.ts': "export * from './connect';\nexport const routes = [];\n",
      'connect.ts': "import type { Router } from './router';\nexport const connect = (router: Router) => router;\n",
    });

    expect(await lintAll()).toContain('connect.ts:1:29 Import cycle: connect.ts → router.ts → routes.ts → connect.ts');
  });

  it('follows an import of a file that did not exist yet once it exists', async () => {
    writeFiles({
      'a.ts': "import { b } from './b';\nexport const a = b;\n",
      'b.ts': "import { later } from './later';\nexport const b = later;\n",
    });
    expect(await lintAll()).toEqual([]);

    writeFiles({ 'later.ts': "import { a } from './a';\nexport const later = a;\n" });

    expect(await lintAll()).toContain('a.ts:1:19 Import cycle: a.ts → b.ts → later.ts → a.ts');
  });

  it('reports a module that imports itself', async () => {
    writeFiles({ 'self.ts': "import { self } from './self';\nexport const self = 1;\n" });

    expect(await lintAll()).toEqual(['self.ts:1:22 Import cycle: self.ts → self.ts']);
  });

  it("reads the linted file's own text, so an unsaved edit that closes a cycle is reported", async () => {
    writeFiles({ 'a.ts': 'export const a = 1;\n', 'b.ts': "import { a } from './a';\nexport const b = a;\n" });

    const [result] = await eslint().lintText("import { b } from './b';\nexport const a = b;\n", {
      filePath: join(root, 'a.ts'),
    });

    expect(result?.messages.map((message) => message.message)).toEqual(['Import cycle: a.ts → b.ts → a.ts']);
  });

  it('sees a module changed on disk since the cache read it', async () => {
    writeFiles({ 'a.ts': "import { b } from './b';\nexport const a = b;\n", 'b.ts': 'export const b = 1;\n' });
    expect(await lintAll()).toEqual([]);

    writeFiles({ 'b.ts': "import { a } from './a';\nexport const b = a;\n" });
    // Another mtime even on a file system with coarse timestamps.
    utimesSync(join(root, 'b.ts'), new Date(), new Date(Date.now() + 10_000));

    expect((await lintAll()).sort()).toEqual([
      'a.ts:1:19 Import cycle: a.ts → b.ts → a.ts',
      'b.ts:1:19 Import cycle: b.ts → a.ts → b.ts',
    ]);
  });
});
