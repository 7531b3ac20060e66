import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * The real Postgres the store's tests run against (vitest globalSetup of the tooling project):
 * TEST_DATABASE_URL when set, else a throwaway cluster of this machine's Postgres binaries on
 * 127.0.0.1, trusted, stopped and deleted when the run ends. Each test file makes a database of
 * its own in it (createTestDatabase). Without a server the tests say why: they fail on CI.
 */

export type TestPostgres = { url: string } | { url: null; reason: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testPostgres: TestPostgres;
  }
}

export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide('testPostgres', { url: given });
    return;
  }
  try {
    const cluster = await startCluster();
    project.provide('testPostgres', { url: cluster.url });
    return cluster.stop;
  } catch (error) {
    project.provide('testPostgres', { url: null, reason: error instanceof Error ? error.message : String(error) });
  }
}

/** A fresh database on the server, and how to drop it. */
export async function createTestDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `store_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Debian's /usr/lib/postgresql/<version>/bin, newest first, then PATH. */
function findBinaries(): string {
  const debian = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql')
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`)
    : [];
  const dirs = [...debian, ...(process.env.PATH ?? '').split(delimiter)];
  const found = dirs.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(join(dir, bin))));
  if (!found) {
    throw new Error('no Postgres binaries (initdb, pg_ctl) under /usr/lib/postgresql/*/bin or on PATH');
  }
  return found;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

async function startCluster(): Promise<{ url: string; stop: () => void }> {
  const bin = findBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'store-postgres-'));
  // initdb refuses to run as root: as root, the cluster is the postgres user's.
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    execFileSync(file, argv, { stdio: 'pipe' });
  };
  const data = join(dir, 'data');
  const log = join(dir, 'log');
  const stop = () => {
    try {
      run('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  try {
    if (asRoot) {
      const [uid = 0, gid = 0] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString()));
      chownSync(dir, uid, gid);
    }
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '-N']);
    // A port free a moment ago may be taken before the server binds it: try another.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        // -F: no fsync, -k: its socket in the temp dir, not /var/run/postgresql.
        run('pg_ctl', ['start', '-w', '-t', '60', '-D', data, '-l', log, '-o', `-h 127.0.0.1 -p ${port} -k ${dir} -F`]);
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
      } catch (error) {
        if (attempt === 3) throw error;
      }
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const output = error instanceof Error && 'stderr' in error ? String(error.stderr) : '';
    const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-2_000) : '';
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`could not start Postgres from ${bin}: ${message}\n${output}\n${tail}`, { cause: error });
  }
}
