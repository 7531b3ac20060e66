import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';

import { decodeLedger, QuestionResultLedger } from '@assessment-insights/statistics-engine';
import { ledgerRecords } from '../sync/ledger-records.ts';
import { createTestDatabase } from '../store/test-postgres.ts';
import { startSyncFake, WHOLE_READ_MS, type SyncFake } from '../sync/sync.test-support.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const server = inject('testPostgres');

interface Instance {
  child: ChildProcess;
  url: string;
  output: () => string;
}

/** `npm start` as a process on a free port, against the fake and the database given. */
async function startInstance(fake: SyncFake, databaseUrl: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ASSESSMENT_API_URL: new URL(fake.fake.baseUrl).origin,
      ASSESSMENT_API_KEY: fake.key,
      DATABASE_URL: databaseUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', () => {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1] && output.includes('serving the app')) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, url, output: () => output };
}

interface SyncView {
  status: string;
  asOf: string | null;
}

/** Asks until the instance says its workspace is synced, within a whole read's time. */
async function syncedBy(instance: Instance): Promise<SyncView> {
  let view: SyncView | undefined;
  await expect
    .poll(
      async () => {
        view = (await (await fetch(`${instance.url}/team/v1/sync`)).json()) as SyncView;
        return view.status === 'ready' && view.asOf !== null;
      },
      { interval: 250, timeout: WHOLE_READ_MS },
    )
    .toBe(true);
  return view ?? expect.unreachable('asked at least once');
}

async function ledgerFrom(instance: Instance) {
  const response = await fetch(`${instance.url}/team/v1/ledger?source=pipeline`, {
    headers: { 'accept-encoding': 'identity' },
  });
  expect(response.status).toBe(200);
  return decodeLedger(new Uint8Array(await response.arrayBuffer()));
}

function recordsOf({ snapshot }: ReturnType<typeof decodeLedger>) {
  const ledger = QuestionResultLedger.fromSnapshot(snapshot);
  return ledgerRecords(ledger)
    .map((record) => JSON.stringify({ ...record, fingerprint: record.fingerprint && [...record.fingerprint] }))
    .sort();
}

async function stop(instance: Instance): Promise<number | null> {
  instance.child.kill('SIGTERM');
  const [code] = (await once(instance.child, 'exit')) as [number | null];
  return code;
}

if (server.url === null) {
  it('has a Postgres server for two instances', () => {
    throw new Error(
      `No Postgres for the instances' test (set TEST_DATABASE_URL or install its binaries): ${server.reason}`,
    );
  });
} else {
  const serverUrl = server.url;
  const made = createTestDatabase(serverUrl);
  afterAll(async () => (await made).drop());

  describe('two team server instances on one Postgres', () => {
    it(
      'read the workspace once between them, and both serve the same rows',
      async () => {
        const fake = await startSyncFake();
        const { url } = await made;
        const [first, second] = await Promise.all([startInstance(fake, url), startInstance(fake, url)]);
        try {
          const [a, b] = await Promise.all([syncedBy(first), syncedBy(second)]);
          expect(a.asOf).toBe(b.asOf);
          const [fromFirst, fromSecond] = await Promise.all([ledgerFrom(first), ledgerFrom(second)]);
          expect(fromFirst.snapshot.rowIds.length).toBeGreaterThan(0);
          // The same rows, as records: an instance that loaded them from the store holds them in its order.
          expect(recordsOf(fromSecond)).toEqual(recordsOf(fromFirst));
          expect(fromSecond.meta).toEqual(fromFirst.meta);

          const client = new pg.Client({ connectionString: url });
          await client.connect();
          const runs = await client.query<{ kind: string; outcome: string }>('SELECT kind, outcome FROM sync_runs');
          await client.end();
          // One full read, by whichever instance held the lease; the other found it busy or read nothing.
          expect(runs.rows.filter((run) => run.kind === 'full' || run.kind === 'resume')).toEqual([
            { kind: 'full', outcome: 'complete' },
          ]);
        } finally {
          const codes = await Promise.all([stop(first), stop(second)]);
          await fake.fake.close();
          expect(codes).toEqual([0, 0]);
          expect(first.output() + second.output()).not.toContain(fake.key);
        }
      },
      WHOLE_READ_MS,
    );
  });
}
