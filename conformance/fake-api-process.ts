/**
 * The fake "Assessment Reporting API" for the black-box conformance tests: started over HTTP through
 * the fake's launcher (src/mocks/http/launch.ts) with the suite's defaults, and stopped again.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { launchFakeApi, type LaunchedFakeApi } from '@/mocks/http/launch';
import type { FakeApiServerOptions } from '@/mocks/http/options';

export type FakeApiOptions = Omit<FakeApiServerOptions, 'port' | 'host' | 'live'> & {
  /** Pass no limits: the server's own defaults apply (else limits no test meets by accident). */
  defaultLimits?: boolean;
};
export type FakeApi = LaunchedFakeApi;

const START_TIMEOUT_MS = 60_000;
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `ak_live_` + 32 characters of [A-Za-z0-9] (docs/api-contract.md §1, ASSUMED prefix). */
export function makeApiKey(): string {
  let s = 'ak_live_';
  for (let i = 0; i < 32; i++) s += ALNUM[randomInt(ALNUM.length)];
  return s;
}

/** A fake of its own on a free port: a fresh key, no latency, and the options given. */
export function startFakeApi({ defaultLimits = false, ...options }: FakeApiOptions = {}): Promise<FakeApi> {
  return launchFakeApi(
    {
      port: 0,
      host: '127.0.0.1',
      key: makeApiKey(),
      ...(defaultLimits ? {} : { minuteLimit: 100_000, dayLimit: 1_000_000 }),
      latencyMs: 0,
      writeLatencyMs: 0,
      seed: 1,
      ...options,
    },
    { env: { NODE_ENV: 'test' }, timeoutMs: START_TIMEOUT_MS },
  );
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
