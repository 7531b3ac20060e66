import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { readStartupLines } from './banner';
import { serverArgs, type FakeApiServerOptions } from './options';

/**
 * Starts `npm run fake-api` (src/mocks/http-server.ts) as a child process and waits for its
 * start-up lines: the conformance suite, the benchmarks and the e2e servers all start the fake
 * over HTTP through here. The child is one Node process (tsx as a loader, not a wrapper), so a
 * signal to it reaches the server itself.
 */

export interface LaunchOptions {
  /** `inherit`: the fake's stderr shows on this process's stderr too (it is in output() either way). */
  stderr?: 'capture' | 'inherit';
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** How long to wait for the start-up lines before giving up (the dataset takes ~1 s). */
  timeoutMs?: number;
}

export interface LaunchedFakeApi {
  baseUrl: string;
  apiKey: string;
  /** The fault control server's URL, when started with `controlPort`. */
  controlUrl: string | undefined;
  /** Everything the server has printed so far (the start-up lines, then any log). */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited within 5 s; resolves once it has exited. */
  stop(): Promise<void>;
}

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** From the repository's root, where `tsx` resolves. */
const ENTRY = ['--import', 'tsx', 'src/mocks/http-server.ts'];
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 5_000;

/** The shell command that starts the fake from the repository's root (Playwright's webServer). */
export function fakeApiCommand(options: FakeApiServerOptions): string {
  return ['node', ...ENTRY, ...serverArgs(options)].join(' ');
}

const running = new Set<ChildProcess>();
// A fake must not outlive the process that started it, when that one ends without stop().
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function launchFakeApi(
  options: FakeApiServerOptions = {},
  { stderr = 'capture', env = {}, timeoutMs = START_TIMEOUT_MS }: LaunchOptions = {},
): Promise<LaunchedFakeApi> {
  const child = spawn(process.execPath, [...ENTRY, ...serverArgs(options)], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    if (stderr === 'inherit') process.stderr.write(chunk);
  });

  const started = await new Promise<NonNullable<ReturnType<typeof readStartupLines>>>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`fake API did not print its start-up lines within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const lines = readStartupLines(output);
      if (lines === undefined) return;
      clearTimeout(timer);
      resolve(lines);
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`fake API exited early (code ${String(code)}, signal ${String(signal)}):\n${output}`));
    });
  });

  async function stop(): Promise<void> {
    if (!running.has(child)) return;
    child.kill('SIGTERM');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), STOP_TIMEOUT_MS).unref());
    if ((await Promise.race([exited, timeout])) === 'timeout') {
      child.kill('SIGKILL');
      await exited;
    }
  }

  return { ...started, output: () => output, stop };
}
