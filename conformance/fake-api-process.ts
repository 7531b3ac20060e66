/// <reference types="node" />
/**
 * Starts the project's fake "Assessment Reporting API" (src/mocks/http-server.ts)
 * as a child process for the black-box contract tests, and stops it again.
 *
 * The child runs in its own process group, so stop() ends tsx and every node
 * process under it; an exit hook kills what is left if the worker dies early.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';

export interface FakeApiOptions {
  minuteLimit?: number;
  dayLimit?: number;
  writeLatencyMs?: number;
  latencyMs?: number;
  seed?: number;
  key?: string;
  /** Pass no --minute-limit / --day-limit: the server's own defaults apply. */
  defaultLimits?: boolean;
  /** The server's clock runs this far ahead of the real one (negative: behind). */
  clockOffsetMs?: number;
  /** `--fault`: the fault mode it starts in (none, hang, 5xx, truncated-json, html, refused, 429-storm). */
  fault?: string;
  /** `--fault-count`: that many requests get the fault, then it is none. */
  faultCount?: number;
  /** `--control-port` (0: a free one): the control server that switches faults while it runs. */
  controlPort?: number;
}

export interface FakeApi {
  baseUrl: string;
  key: string;
  /** The control server's URL, when started with `controlPort`. */
  controlUrl?: string;
  /** Everything the server has printed so far (the start-up lines, then any log). */
  output(): string;
  stop(): Promise<void>;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_ENTRY = join(ROOT, 'src', 'mocks', 'http-server.ts');
const TSX_BIN = join(ROOT, 'node_modules', '.bin', 'tsx');
const START_TIMEOUT_MS = 60_000;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `ak_live_` + 32 characters of [A-Za-z0-9] (docs/api-contract.md §1, ASSUMED prefix). */
export function makeApiKey(): string {
  let s = 'ak_live_';
  for (let i = 0; i < 32; i++) s += ALNUM[randomInt(ALNUM.length)];
  return s;
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal); // the whole process group (npx/tsx + node)
  } catch {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

function groupAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) if (groupAlive(child)) killGroup(child, 'SIGKILL');
});

export async function startFakeApi(options: FakeApiOptions = {}): Promise<FakeApi> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`The fake API is missing: ${SERVER_ENTRY} does not exist yet`);
  }
  const key = options.key ?? makeApiKey();
  const args = [
    SERVER_ENTRY,
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    '--key',
    key,
    ...(options.defaultLimits === true
      ? []
      : [
          '--minute-limit',
          String(options.minuteLimit ?? 100_000),
          '--day-limit',
          String(options.dayLimit ?? 1_000_000),
        ]),
    '--latency-ms',
    String(options.latencyMs ?? 0),
    '--write-latency-ms',
    String(options.writeLatencyMs ?? 0),
    '--seed',
    String(options.seed ?? 1),
    '--clock-offset-ms',
    String(options.clockOffsetMs ?? 0),
    ...(options.fault === undefined ? [] : ['--fault', options.fault]),
    ...(options.faultCount === undefined ? [] : ['--fault-count', String(options.faultCount)]),
    ...(options.controlPort === undefined ? [] : ['--control-port', String(options.controlPort)]),
  ];
  const child = spawn(TSX_BIN, args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  running.add(child);
  started.add(child);

  let output = '';
  const exited = new Promise<void>((res) => {
    child.once('exit', () => {
      running.delete(child);
      res();
    });
  });

  let controlUrl: string | undefined;
  const baseUrl = await new Promise<string>((res, rej) => {
    const timer = setTimeout(() => {
      killGroup(child, 'SIGKILL');
      rej(new Error(`fake API did not print its base URL within ${START_TIMEOUT_MS} ms:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString('utf8');
      // only complete lines: a chunk may end in the middle of the URL
      const complete = output.slice(0, output.lastIndexOf('\n') + 1);
      const m = /base URL:\s+(\S+)/.exec(complete);
      // with a control server, its URL too (printed after the base URL)
      const control = /control URL:\s+(\S+)/.exec(complete);
      if (m?.[1] !== undefined && (options.controlPort === undefined || control?.[1] !== undefined)) {
        clearTimeout(timer);
        controlUrl = control?.[1]?.replace(/\/+$/, '');
        res(m[1].replace(/\/+$/, ''));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', (err) => {
      clearTimeout(timer);
      rej(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      rej(new Error(`fake API exited early (code ${String(code)}, signal ${String(signal)}):\n${output}`));
    });
  });

  const stop = async (): Promise<void> => {
    if (running.has(child)) {
      killGroup(child, 'SIGTERM');
      const timeout = new Promise<'timeout'>((res) => setTimeout(() => res('timeout'), 5_000).unref());
      if ((await Promise.race([exited.then(() => 'exited' as const), timeout])) === 'timeout') {
        killGroup(child, 'SIGKILL');
        await exited;
      }
    }
    // tsx relays the signal to its node child; give it a moment, then sweep the group.
    for (let i = 0; i < 20 && groupAlive(child); i++) await new Promise((r) => setTimeout(r, 100));
    if (groupAlive(child)) killGroup(child, 'SIGKILL');
    started.delete(child);
  };

  return { baseUrl, key, controlUrl, output: () => output, stop };
}

/**
 * Registers beforeAll/afterAll for one fake API server in the current test file and
 * returns a getter. afterAll runs even when tests fail, so the server never outlives it.
 */
export function useFakeApi(options: FakeApiOptions = {}): () => FakeApi {
  let api: FakeApi | undefined;
  beforeAll(async () => {
    api = await startFakeApi(options);
  }, START_TIMEOUT_MS + 10_000);
  afterAll(async () => {
    await api?.stop();
  }, 15_000);
  return () => {
    if (api === undefined) throw new Error('fake API not started');
    return api;
  };
}
