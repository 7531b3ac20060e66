import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import { API_KEY_PATTERN } from './rules/auth';
import { newRequestId } from './rules/errors';
import { API_BASE_PATH, createFakeApi, waitOutLatency } from './fake-api';
import { LIVE_MODE_DEFAULTS } from './live';

/**
 * The fake API as a real HTTP server, serving the very handlers the demo and the tests use:
 *   npm run fake-api -- --port 4010 --key KEY --minute-limit 120 --day-limit 10000 \
 *     --latency-ms 0 --write-latency-ms 250 --seed 1 [--live [--live-interval-ms 10000]]
 * `--port 0` picks a free port; the URL and key are printed once it listens. `--live` adds and
 * grades a few answers every interval (see live.ts), so a client's freshness can be watched.
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    host: { type: 'string', default: '127.0.0.1' },
    key: { type: 'string' },
    'minute-limit': { type: 'string', default: '120' },
    'day-limit': { type: 'string', default: '10000' },
    'latency-ms': { type: 'string', default: '0' },
    'write-latency-ms': { type: 'string', default: '250' },
    seed: { type: 'string', default: '1' },
    'clock-offset-ms': { type: 'string', default: '0' },
    live: { type: 'boolean', default: false },
    'live-interval-ms': { type: 'string', default: String(LIVE_MODE_DEFAULTS.intervalMs) },
    'live-answers': { type: 'string', default: String(LIVE_MODE_DEFAULTS.answersPerTick) },
    'live-gradings': { type: 'string', default: String(LIVE_MODE_DEFAULTS.gradingsPerTick) },
    'live-after-ms': { type: 'string', default: '0' },
    'live-ticks': { type: 'string', default: '0' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run fake-api -- [--port 4010] [--host 127.0.0.1] [--key ak_live_…] [--minute-limit 120] [--day-limit 10000] [--latency-ms 0] [--write-latency-ms 250] [--seed 1] [--clock-offset-ms 0] [--live] [--live-interval-ms 10000] [--live-answers 3] [--live-gradings 4] [--live-after-ms 0] [--live-ticks N (0: until stopped)]',
  );
  process.exit(0);
}

function integerOption(name: keyof typeof values, min: number): number {
  const raw = String(values[name]);
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min) {
    console.error(`--${name} must be an integer ≥ ${min}; got "${raw}"`);
    process.exit(2);
  }
  return value;
}

function signedIntegerOption(name: keyof typeof values): number {
  const raw = String(values[name]);
  if (!/^-?\d+$/.test(raw)) {
    console.error(`--${name} must be an integer; got "${raw}"`);
    process.exit(2);
  }
  return Number(raw);
}

if (values.key !== undefined && !API_KEY_PATTERN.test(values.key)) {
  console.error('--key must look like ak_live_ followed by 32 letters or digits');
  process.exit(2);
}

const clockOffsetMs = signedIntegerOption('clock-offset-ms');
const started = performance.now();
const latencyMs = integerOption('latency-ms', 0);
const fake = createFakeApi({
  seed: integerOption('seed', 0),
  apiKey: values.key,
  minuteLimit: integerOption('minute-limit', 1),
  dayLimit: integerOption('day-limit', 1),
  // Latency is served below from the moment a request reaches this server, so the HTTP work
  // (parsing, the response's bytes) is inside it as well, not only the fake's handler.
  latencyMs: 0,
  writeLatencyMs: integerOption('write-latency-ms', 0),
  generation: 'sync',
  // Shifts the fake's clock (rate-limit windows, timestamps of new records), so a test can meet
  // the end of a UTC minute in seconds instead of waiting up to a minute for the real one.
  now: clockOffsetMs === 0 ? undefined : () => Date.now() + clockOffsetMs,
});
const db = await fake.ready;
const live = values.live
  ? {
      intervalMs: integerOption('live-interval-ms', 100),
      answersPerTick: integerOption('live-answers', 0),
      gradingsPerTick: integerOption('live-gradings', 0),
      startAfterMs: integerOption('live-after-ms', 0),
      ticks: integerOption('live-ticks', 0) || Infinity,
    }
  : undefined;
const stopLive = live ? fake.startLive(live) : undefined;
const generatedMs = Math.round(performance.now() - started);

/** Paths outside the API base path: still the contract's error shape and a request id. */
function outsideApiResponse(): Response {
  const requestId = newRequestId();
  const body = {
    error: { code: 'not_found', message: `Only ${API_BASE_PATH} is served here.`, request_id: requestId },
  };
  return Response.json(body, { status: 404, headers: { 'X-Request-Id': requestId } });
}

async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const arrivedAt = performance.now();
  const origin = `http://${req.headers.host ?? `${values.host}:${values.port}`}`;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const method = req.method ?? 'GET';
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const request = new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: method === 'GET' || method === 'HEAD' ? undefined : Buffer.concat(chunks),
  });
  const response = (await getResponse(fake.handlers, request)) ?? outsideApiResponse();
  const body = Buffer.from(await response.arrayBuffer());
  await waitOutLatency(latencyMs, arrivedAt);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}

const server = createServer((req, res) => {
  serve(req, res).catch((error: unknown) => {
    console.error('[fake-api] request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'internal_error', message: 'The fake API failed unexpectedly.' } }));
  });
});

server.listen(integerOption('port', 0), values.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  console.log('Fake Assessment Reporting API');
  console.log(`  base URL: http://${values.host}:${port}${API_BASE_PATH}`);
  console.log(`  API key: ${fake.apiKey}`);
  console.log(`  company: ${db.companyId}`);
  console.log(`  dataset: seed ${fake.seed}, generated in ${generatedMs} ms`);
  console.log(
    live
      ? `  live mode: on, every ${live.intervalMs} ms ${live.answersPerTick} new answers and ${live.gradingsPerTick} gradings` +
          (live.startAfterMs > 0 ? `, starting after ${live.startAfterMs} ms` : '') +
          (Number.isFinite(live.ticks) ? `, ${live.ticks} ticks` : '')
      : '  live mode: off (--live turns it on)',
  );
});

function shutdown(signal: string) {
  console.log(`[fake-api] ${signal}: shutting down`);
  stopLive?.();
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
