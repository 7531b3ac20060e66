import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';

import { openWorkspaceStore } from './open-store.ts';
import { readBatches, record, workspace } from './store-fixtures.test-support.ts';
import { COLUMNS_SQL, describeWorkspaceStore, expectNoAnswerColumns, type Column } from './store-suite.test-support.ts';
import { createTestDatabase } from './test-postgres.ts';
import { StoreUnavailableError } from './workspace-store.ts';

// Some tests write ten thousand rows or open several stores: on a busy 2-core CI machine, more
// than vitest's 5 s.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** The store on a real Postgres server: test-postgres.ts starts one, or names TEST_DATABASE_URL's. */
const server = inject('testPostgres');

if (server.url === null) {
  // The store is tested as it runs: without a Postgres the run fails and says what to install.
  it('has a Postgres server to test against', () => {
    throw new Error(
      `No Postgres for the store's tests (set TEST_DATABASE_URL or install its binaries): ${server.reason}`,
    );
  });
} else {
  const serverUrl = server.url;
  // This file's own database, made when its first test needs it.
  let made: ReturnType<typeof createTestDatabase> | undefined;
  const database = () => (made ??= createTestDatabase(serverUrl));
  afterAll(async () => (await made)?.drop());

  describeWorkspaceStore('Postgres', async () => {
    const { url } = await database();
    return { open: () => openWorkspaceStore({ databaseUrl: url }), persistent: true };
  });

  describe('Postgres', () => {
    it('migrates to tables that cannot hold an answer', async () => {
      const client = new pg.Client({ connectionString: (await database()).url });
      await client.connect();
      try {
        expectNoAnswerColumns((await client.query<Column>(COLUMNS_SQL)).rows);
      } finally {
        await client.end();
      }
    });

    it('lets instances that start together migrate a new database, one after the other', async () => {
      const fresh = await createTestDatabase(serverUrl);
      try {
        const stores = await Promise.all([1, 2, 3].map(() => openWorkspaceStore({ databaseUrl: fresh.url })));
        const w = workspace();
        await stores[0]?.putRecords(w, [record()], 1);
        for (const store of stores) {
          expect(store.kind).toBe('postgres');
          expect((await readBatches(store, w)).flat()).toHaveLength(1);
        }
        await Promise.all(stores.map((store) => store.close()));
      } finally {
        await fresh.drop();
      }
    });

    it('gives the lease to one of two instances asking at once, every time', async () => {
      const { url } = await database();
      const [one, two] = await Promise.all([
        openWorkspaceStore({ databaseUrl: url }),
        openWorkspaceStore({ databaseUrl: url }),
      ]);
      try {
        for (let round = 0; round < 20; round++) {
          const w = workspace();
          const taken = await Promise.all([one.tryLease(w, 'one', 60_000), two.tryLease(w, 'two', 60_000)]);
          expect(taken.filter(Boolean)).toHaveLength(1);
        }
      } finally {
        await Promise.all([one.close(), two.close()]);
      }
    });

    it('says the database is unreachable when no server answers or the database is missing', async () => {
      const missing = new URL(serverUrl);
      missing.pathname = '/no_such_database';
      for (const databaseUrl of ['postgres://postgres@127.0.0.1:1/store', missing.toString()]) {
        const failure = await openWorkspaceStore({ databaseUrl }).catch((error: unknown) => error);
        expect(failure).toBeInstanceOf(StoreUnavailableError);
        expect(failure).toMatchObject({ reason: 'unreachable' });
      }
    });
  });
}
