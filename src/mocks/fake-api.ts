import { http, type HttpHandler } from 'msw';
import { API_BASE_PATH } from '@assessment-insights/contract';
import { datasetSteps } from './dataset/generate';
import type { DatasetScale } from './dataset/scale';
import { createRandom } from './dataset/random';
import { runSteps, runStepsInSlices, type Steps } from './dataset/steps';
import { databaseSteps, type Database } from './database';
import { routes } from './handlers';
import { authenticate } from './rules/auth';
import { ApiFailure, errorBody, newRequestId } from './rules/errors';
import { parseJsonBody } from './rules/body';
import { createRateLimiter } from './rules/rate-limit';
import { matchRoute } from './router';
import type { LiveFilter, LiveSimulation } from './live';
import { startLiveTicks, type LiveModeOptions } from './live-ticks';
import { createRequestScript, serverErrorBody, type RequestHook } from './request-script';
import { DEMO_API_KEY, DEMO_SEED } from './demo';

export interface FakeApiOptions {
  seed?: number;
  /** How much data (see generate.ts): `full` unless a test asks for `small`. */
  scale?: DatasetScale;
  apiKey?: string;
  minuteLimit?: number;
  dayLimit?: number;
  /** Every response's time from the request's arrival, the fake's own work included (see waitOutLatency). */
  latencyMs?: number;
  /** Added to every POST/PATCH, so in-progress idempotency and double clicks are observable. */
  writeLatencyMs?: number;
  now?: () => number;
  /** 'sync' blocks once (Node); 'sliced' yields to the event loop while generating (browser). */
  generation?: 'sync' | 'sliced';
}

/** Headers a browser may read from a cross-origin response (absolute base URL mode). */
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers':
    'X-Request-Id, Retry-After, Idempotent-Replay, X-RateLimit-Limit-Minute, X-RateLimit-Remaining-Minute, X-RateLimit-Limit-Day, X-RateLimit-Remaining-Day, X-RateLimit-Reset',
};

export function createFakeApi(options: FakeApiOptions = {}) {
  const seed = options.seed ?? DEMO_SEED;
  const scale = options.scale ?? 'full';
  const now = options.now ?? Date.now;
  const latencyMs = options.latencyMs ?? 0;
  const writeLatencyMs = options.writeLatencyMs ?? 250;
  let apiKey = options.apiKey ?? DEMO_API_KEY;
  const limiter = createRateLimiter({
    minuteLimit: options.minuteLimit ?? 120,
    dayLimit: options.dayLimit ?? 10_000,
    now,
  });
  // Idempotency's code loads with the first write that carries a key: reading pages never needs it.
  let idempotencyRules: Promise<typeof import('./rules/idempotency')> | undefined;
  let idempotencyStore: ReturnType<typeof import('./rules/idempotency').createIdempotencyStore> | undefined;
  // Ids of created records: seeded apart from the dataset so a restart reproduces them too.
  const idRandom = createRandom(seed ^ 0x5eed);

  const sliced = options.generation === 'sliced';
  function* bootSteps(): Steps<Database> {
    // User Timing marks: visible in DevTools and read by `npm run bench:demo-boot`.
    const started = performance.now();
    const dataset = yield* datasetSteps(seed, scale);
    performance.measure('fake-api: dataset generated', { start: started });
    const sortStarted = performance.now();
    const db = yield* databaseSteps(dataset, { presort: sliced });
    performance.measure('fake-api: database ready', { start: sortStarted });
    return db;
  }
  const dbReady: Promise<Database> = sliced ? runStepsInSlices(bootSteps()) : Promise.resolve(runSteps(bootSteps()));
  // The API serves as soon as the default orders exist; the others follow without blocking.
  const presorted = sliced
    ? dbReady.then((db) => runStepsInSlices(db.presortRemainingSteps()).then(() => db))
    : dbReady;
  // Live changes start once every order is sorted, so no background sort is overtaken. The
  // simulation's code loads on first use: a page that never goes live never fetches it.
  let started: Promise<LiveSimulation> | undefined;
  const liveSimulation = (): Promise<LiveSimulation> =>
    (started ??= presorted.then(async (db) => (await import('./live')).createLiveSimulation(db, seed)));
  const script = createRequestScript();
  let requestsSeen = 0;

  async function respondTo(request: Request): Promise<Response> {
    const index = requestsSeen++;
    const requestId = newRequestId();
    const headers: Record<string, string> = { 'X-Request-Id': requestId, ...CORS_HEADERS };
    const respond = (status: number, body: unknown) =>
      new Response(status === 204 ? null : JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      });
    const fail = (failure: ApiFailure) => {
      Object.assign(headers, failure.headers);
      return respond(failure.status, errorBody(failure, requestId));
    };

    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (method === 'OPTIONS') {
      Object.assign(headers, {
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, OPTIONS',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type, Idempotency-Key',
        'Access-Control-Max-Age': '600',
      });
      return respond(204, null);
    }
    const db = await dbReady;
    try {
      // Authentication comes first (ASSUMED): whatever else is wrong, a bad key gets its 401.
      authenticate(request, apiKey);
    } catch (failure) {
      return fail(failure as ApiFailure);
    }
    const decision = limiter.take(db.companyId);
    Object.assign(headers, decision.headers);
    if (!decision.allowed) {
      headers['Retry-After'] = String(decision.retryAfterSeconds ?? 1);
      return fail(
        new ApiFailure('rate_limited', `Rate limit exceeded. Retry after ${decision.retryAfterSeconds ?? 1} s.`),
      );
    }
    try {
      // Inside the try: a hook that throws gets the crash's 500, not a dropped connection.
      const scripted = await script.run({ url, method, index });
      if (scripted?.status === 429) {
        const seconds = scripted.retryAfterSeconds ?? 1;
        headers['Retry-After'] = String(seconds);
        throw new ApiFailure('rate_limited', `Rate limit exceeded. Retry after ${seconds} s.`);
      }
      if (scripted) {
        return respond(scripted.status, serverErrorBody(scripted.status, 'The server failed (scripted).', requestId));
      }
      const path = url.pathname.slice(url.pathname.indexOf(API_BASE_PATH) + API_BASE_PATH.length) || '/';
      const match = matchRoute(routes, method, path);
      if (match.kind === 'not_found')
        throw new ApiFailure('not_found', `No such path: ${method} ${API_BASE_PATH}${path}.`);
      if (match.kind === 'method_not_allowed') {
        throw new ApiFailure(
          'method_not_allowed',
          `${method} is not supported on ${API_BASE_PATH}${path}. Allowed: ${match.allowed.join(', ')}.`,
          { Allow: match.allowed.join(', ') },
        );
      }
      const context = { url, params: match.params, db, body: undefined as unknown, now, newId: () => idRandom.uuid() };
      if (method === 'GET') {
        const result = match.handler(context);
        return respond(result.status, result.body);
      }

      const rawBody = await request.text();
      const execute = async () => {
        await sleep(writeLatencyMs);
        return match.handler({ ...context, body: parseJsonBody(rawBody) });
      };
      const idempotencyKey = request.headers.get('idempotency-key');
      if (idempotencyKey === null) {
        const result = await execute();
        return respond(result.status, result.body);
      }
      const rules = await (idempotencyRules ??= import('./rules/idempotency'));
      const store = (idempotencyStore ??= rules.createIdempotencyStore(now));
      const fingerprint = rules.requestFingerprint(method, path, rawBody);
      const { response, replayed } = await store.run(db.companyId, idempotencyKey, fingerprint, execute);
      if (replayed) headers['Idempotent-Replay'] = 'true';
      return respond(response.status, response.body);
    } catch (failure) {
      if (failure instanceof ApiFailure) return fail(failure);
      console.warn('[fake-api] handler crashed', failure);
      return respond(500, serverErrorBody(500, 'The fake API failed unexpectedly.', requestId));
    }
  }

  async function handle(request: Request): Promise<Response> {
    const arrivedAt = performance.now();
    const response = await respondTo(request);
    await waitOutLatency(latencyMs, arrivedAt);
    return response;
  }

  const handlers: HttpHandler[] = [
    http.all(`*${API_BASE_PATH}`, ({ request }) => handle(request)),
    http.all(`*${API_BASE_PATH}/*`, ({ request }) => handle(request)),
  ];

  return {
    handle,
    handlers,
    ready: dbReady,
    get apiKey() {
      return apiKey;
    },
    /**
     * Changes to the data as live mode makes them; `now` defaults to the fake's clock. Gradings
     * may keep to one question's answers (`questionId`), so a test can move one list.
     */
    simulate: {
      addAnswers: async (n: number, at: { now?: number } = {}) =>
        (await liveSimulation()).addAnswers(n, at.now ?? now()),
      gradePending: async (n: number, at: SimulateOptions = {}) =>
        (await liveSimulation()).gradePending(n, at.now ?? now(), at),
      /** Evaluated answers back to pending (a re-grade was asked for); gradePending may grade them again. */
      regrade: async (n: number, at: SimulateOptions = {}) => (await liveSimulation()).regrade(n, at.now ?? now(), at),
    },
    /**
     * Calls `hook` for every request that passed authentication and the rate limit, before its
     * answer is computed, and awaits it (see request-script.ts). Returns the function that removes it.
     */
    onRequest: (hook: RequestHook): (() => void) => script.add(hook),
    /** Live mode: a few new answers and gradings per tick (see live.ts); returns the function that stops it. */
    startLive: (liveOptions: LiveModeOptions = {}) => startLiveTicks(liveSimulation(), now, liveOptions),
    /** Regenerating the key invalidates the old one at once (docs/api-contract.md §1); tests use it for mid-session 401s. */
    regenerateKey(): string {
      apiKey = `ak_live_${idRandom.alphanumeric(32)}`;
      return apiKey;
    },
    seed,
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

type SimulateOptions = { now?: number } & LiveFilter;

/**
 * Holds a response until `latencyMs` has passed since its request arrived, as a deployed API's
 * response time includes its own work. Sleeping the whole latency after the work instead would
 * make concurrent requests queue on this single thread, which no deployed API does.
 */
export async function waitOutLatency(latencyMs: number, arrivedAt: number): Promise<void> {
  const remaining = latencyMs - (performance.now() - arrivedAt);
  if (remaining > 0) await sleep(remaining);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
