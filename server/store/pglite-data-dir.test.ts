import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { openWorkspaceStore } from './open-store.ts';
import { readBatches, record } from './store-fixtures.test-support.ts';
import { COLUMNS_SQL, describeWorkspaceStore, expectNoAnswerColumns, type Column } from './store-suite.test-support.ts';

/** The store on PGlite in a data directory: what survives a restart. */

// Opening a database takes PGlite a second or more (several on a busy 2-core CI machine), and
// some tests write ten thousand rows: more than vitest's 5 s.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const temp = mkdtempSync(join(tmpdir(), 'store-pglite-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describeWorkspaceStore('PGlite in a data directory, reopened', () => {
  // Nested and absent: the store creates it.
  const dataDir = join(temp, 'suite', 'data');
  return { open: () => openWorkspaceStore({ dataDir }), persistent: true };
});

describe('PGlite in a data directory', () => {
  it('migrates a new data directory to tables that cannot hold an answer', async () => {
    const dataDir = join(temp, 'schema');
    await (await openWorkspaceStore({ dataDir })).close();
    const client = new PGlite(dataDir);
    try {
      expectNoAnswerColumns((await client.query<Column>(COLUMNS_SQL)).rows);
    } finally {
      await client.close();
    }
  });

  it('opens a data directory again without migrating it twice, and keeps its rows', async () => {
    const dataDir = join(temp, 'again');
    const rows = [record(), record()];
    const first = await openWorkspaceStore({ dataDir });
    await first.putRecords('w', rows, 1);
    await first.close();
    for (let restart = 0; restart < 2; restart++) {
      const store = await openWorkspaceStore({ dataDir });
      expect((await readBatches(store, 'w')).flat()).toHaveLength(2);
      await store.close();
    }
  });
});
