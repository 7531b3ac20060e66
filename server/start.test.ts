import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'start-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` as a process on a free port; resolves with its URL once it listens. */
async function start() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      ASSESSMENT_API_URL: '',
      ASSESSMENT_API_KEY: '',
      ASSESSMENT_DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening?.[1] && output.includes('serving the app')) resolve(listening[1]);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  return { child, url, output: () => output };
}

describe('npm start', () => {
  it('needs no configuration: it forwards to the built-in fake with its key, logs JSON without it, and stops on SIGTERM', async () => {
    const { child, url, output } = await start();
    const whoami = await fetch(`${url}/api/public/v1/whoami`);
    expect(whoami.status).toBe(200);
    expect(await whoami.json()).toHaveProperty('company_id');
    // The team server: its embedded database answers, and the page tells the app it is there.
    const health = await fetch(`${url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ database: 'ok', store: 'pglite' });
    expect(await (await fetch(`${url}/team/v1/capabilities`)).json()).toEqual({ version: 1, keys: 'server' });

    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
    const lines = output()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['serving the app', 'stopped']));
    expect(output()).not.toMatch(/ak_(live|test)_/);
    expect(output()).not.toMatch(/authorization/i);
  }, 60_000);
});
