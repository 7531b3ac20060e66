import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';
import { getResponse } from 'msw';
import { API_KEY_PATTERN } from './rules/auth';
import { newRequestId } from './rules/errors';
import { API_BASE_PATH, createFakeApi, waitOutLatency } from './fake-api';
import { createFaults, FAULT_MODES, isFaultMode, type FaultMode } from './faults';
import { LIVE_MODE_DEFAULTS } from './live';

/**
 * The fake API as a real HTTP server, serving the very handlers the demo and the tests use:
 *   npm run fake-api -- --port 4010 --key KEY --minute-limit 120 --day-limit 10000 \
 *     --latency-ms 0 --write-latency-ms 250 --seed 1 [--live [--live-interval-ms 10000]] \
 *     [--fault MODE [--fault-count N]] [--control-port 4022]
 * `--port 0` picks a free port; the URL and key are printed once it listens. `--live` adds and
 * grades a few answers every interval (see live.ts), so a client's freshness can be watched.
 * `--fault` starts in a fault mode (see faults.ts); `--control-port` (0: a free one) starts a second
 * server on `--host` whose PUT /fault switches modes while this runs. Without it there is none.
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
    fault: { type: 'string', default: 'none' },
    'fault-count': { type: 'string' },
    'control-port': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    `Usage: npm run fake-api -- [--port 4010] [--host 127.0.0.1] [--key ak_live_…] [--minute-limit 120] [--day-limit 10000] [--latency-ms 0] [--write-latency-ms 250] [--seed 1] [--clock-offset-ms 0] [--live] [--live-interval-ms 10000] [--live-answers 3] [--live-gradings 4] [--live-after-ms 0] [--live-ticks N (0: until stopped)] [--fault ${FAULT_MODES.join('|')}] [--fault-count N (then none)] [--control-port PORT (PUT /fault, GET|DELETE /requests)]`,
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
function faultOption(): FaultMode {
  if (isFaultMode(values.fault)) return values.fault;
  console.error(`--fault must be one of ${FAULT_MODES.join(', ')}; got "${values.fault}"`);
  process.exit(2);
}
const initialFault = faultOption();
const faultCount = values['fault-count'] === undefined ? undefined : integerOption('fault-count', 1);
const controlPort = values['control-port'] === undefined ? undefined : integerOption('control-port', 0);

const clockOffsetMs = signedIntegerOption('clock-offset-ms');
const started = performance.now();
const latencyMs = integerOption('latency-ms', 0);
const minuteLimit = integerOption('minute-limit', 1);
const dayLimit = integerOption('day-limit', 1);
// Shifts the fake's clock (rate-limit windows, timestamps of new records), so a test can meet
// the end of a UTC minute in seconds instead of waiting up to a minute for the real one.
const now = clockOffsetMs === 0 ? Date.now : () => Date.now() + clockOffsetMs;
const fake = createFakeApi({
  seed: integerOption('seed', 0),
  apiKey: values.key,
  minuteLimit,
  dayLimit,
  // Latency is served below from the moment a request reaches this server, so the HTTP work
  // (parsing, the response's bytes) is inside it as well, not only the fake's handler.
  latencyMs: 0,
  writeLatencyMs: integerOption('write-latency-ms', 0),
  generation: 'sync',
  now,
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
  const fault = faults.take(req);
  if (fault === 'hang') return faults.hold(req);
  // A request that slipped in while `refused` closes the listener: as good as never connected.
  if (fault === 'refused') return void req.socket.destroy();
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
  const response = faults.respond(fault) ?? (await getResponse(fake.handlers, request)) ?? outsideApiResponse();
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  let sent = Object.fromEntries(response.headers);
  if (fault === 'truncated-json') ({ headers: sent, body } = faults.truncate(response.headers, body));
  await waitOutLatency(latencyMs, arrivedAt);
  // `refused` may have closed the connection meanwhile.
  if (res.destroyed) return;
  res.writeHead(response.status, sent);
  res.end(body);
}

const server = createServer((req, res) => {
  serve(req, res).catch((error: unknown) => {
    console.error('[fake-api] request failed', error);
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ error: { code: 'internal_error', message: 'The fake API failed unexpectedly.' } }));
  });
});
const faults = createFaults({ api: server, minuteLimit, dayLimit, now });

server.listen(integerOption('port', 0), values.host, () => {
  void announce().catch((error: unknown) => {
    console.error('[fake-api] could not start', error);
    process.exit(1);
  });
});

/** The start-up lines, once the fault mode is set and the control server listens. */
async function announce(): Promise<void> {
  // The port first: `--fault refused` closes the listener.
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : values.port;
  const fault = await faults.set(initialFault, faultCount);
  const controlUrl = controlPort === undefined ? undefined : await faults.startControl(controlPort, values.host);
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
  const mode =
    fault.remaining === null
      ? fault.mode
      : `${fault.mode} for the next ${fault.remaining} request${fault.remaining === 1 ? '' : 's'}`;
  console.log(
    controlUrl === undefined
      ? `  faults: ${mode}; no control endpoint (--control-port turns it on)`
      : `  faults: ${mode}; control URL: ${controlUrl} (PUT /fault, GET|DELETE /requests)`,
  );
}

function shutdown(signal: string) {
  console.log(`[fake-api] ${signal}: shutting down`);
  stopLive?.();
  faults.close();
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
