import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it, vi } from 'vitest';

import { maintainEvery, openWorkspaceStore } from './open-store.ts';
import { describeWorkspaceStore } from './store-suite.test-support.ts';
import { StoreUnavailableError } from './workspace-store.ts';

/** The store on PGlite in memory; pglite-data-dir.test.ts has it on disk. */

// Opening a database takes PGlite a second or more (several on a busy 2-core CI machine), and
// some tests write ten thousand rows: more than vitest's 5 s.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

describeWorkspaceStore('PGlite in memory', () => ({ open: () => openWorkspaceStore({}), persistent: false }));

describe('PGlite', () => {
  it('is unreachable once closed; closing twice is closing once', async () => {
    const store = await openWorkspaceStore({});
    expect(store.kind).toBe('pglite');
    await Promise.all([store.close(), store.close()]);
    const failure = await store.ping().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StoreUnavailableError);
    expect(failure).toMatchObject({ reason: 'unreachable' });
  });
});

describe('maintainEvery', () => {
  it('vacuums and checkpoints once the WAL has grown by its budget, so PGlite can recycle it', async () => {
    const client = new PGlite();
    const checkpoint = async () =>
      (await client.query<{ at: string }>('SELECT checkpoint_lsn::text AS at FROM pg_control_checkpoint()')).rows[0]
        ?.at;
    try {
      await client.exec('CREATE TABLE t (n integer)');
      const afterWrite = await maintainEvery(client, 1_000_000);
      const before = await checkpoint();
      await client.exec('INSERT INTO t SELECT generate_series(1, 10)');
      await afterWrite();
      expect(await checkpoint()).toBe(before);
      await client.exec('INSERT INTO t SELECT generate_series(1, 100000)');
      await afterWrite();
      expect(await checkpoint()).not.toBe(before);
    } finally {
      await client.close();
    }
  });
});
