import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { API_BASE_PATH } from '@assessment-insights/contract';
import type { DatasetScale } from '@/mocks/dataset/scale';
import { createFakeApi, waitOutLatency } from '@/mocks/fake-api';
import { LIVE_MODE_DEFAULTS, type LiveModeOptions } from '@/mocks/live-ticks';
import { newRequestId } from '@/mocks/rules/errors';
import { startFaultControl } from './fault-control';
import { createFaults, type FaultState } from './faults';
import { createMoves } from './moves';
import { SERVER_DEFAULTS, type FakeApiServerOptions } from './options';

/** The fake API over real HTTP, in this process, serving the very handlers the demo and the tests use. */
export interface FakeApiServer {
  /** e.g. http://127.0.0.1:4010/api/public/v1 */
  baseUrl: string;
  apiKey: string;
  /** The fault control server's URL, with `controlPort`. */
  controlUrl: string | undefined;
  companyId: string;
  seed: number;
  scale: DatasetScale;
  generatedMs: number;
  /** Live mode's settings when it is on. */
  live: Required<LiveModeOptions> | undefined;
  /** The fault mode it started in. */
  fault: FaultState;
  /** Stops live mode and the servers; resolves once the API server is closed. */
  close(): Promise<void>;
}

/** Paths outside the API base path: still the contract's error shape and a request id. */
function outsideApiResponse(): Response {
  const requestId = newRequestId();
  const body = {
    error: { code: 'not_found', message: `Only ${API_BASE_PATH} is served here.`, request_id: requestId },
  };
  return Response.json(body, { status: 404, headers: { 'X-Request-Id': requestId } });
}

/** Starts the fake and listens; resolves once the fault mode is set and the control server listens. */
export async function startFakeApiServer(options: FakeApiServerOptions = {}): Promise<FakeApiServer> {
  const settings = { ...SERVER_DEFAULTS, ...options };
  const { host, latencyMs, minuteLimit, dayLimit, clockOffsetMs } = settings;
  // Shifts the fake's clock (rate-limit windows, timestamps of new records), so a test can meet
  // the end of a UTC minute in seconds instead of waiting up to a minute for the real one.
  const now = clockOffsetMs === 0 ? Date.now : () => Date.now() + clockOffsetMs;
  const started = performance.now();
  const fake = createFakeApi({
    seed: settings.seed,
    scale: settings.scale,
    apiKey: settings.key,
    minuteLimit,
    dayLimit,
    // Latency is served below from the moment a request reaches this server, so the HTTP work
    // (parsing, the response's bytes) is inside it as well, not only the fake's handler.
    latencyMs: 0,
    writeLatencyMs: settings.writeLatencyMs,
    generation: 'sync',
    now,
  });
  const db = await fake.ready;
  const live = settings.live && { ...LIVE_MODE_DEFAULTS, ...settings.live };
  const stopLive = live && fake.startLive(live);
  const generatedMs = Math.round(performance.now() - started);
  // The port it listens on, once it does (`port` 0 picks one).
  let port: number = settings.port;

  async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const arrivedAt = performance.now();
    const fault = faults.take(req);
    if (fault === 'hang') return faults.hold(req);
    // A request that slipped in while `refused` closes the listener: as good as never connected.
    if (fault === 'refused') return void req.socket.destroy();
    const origin = `http://${req.headers.host ?? `${host}:${port}`}`;
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

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // The port before the fault mode is set: `refused` closes the listener.
  const address = server.address();
  if (typeof address === 'object' && address) port = address.port;
  const fault = await faults.set(settings.fault, settings.faultCount);
  const control =
    settings.controlPort === undefined
      ? undefined
      : await startFaultControl(faults, createMoves(fake), settings.controlPort, host);

  return {
    baseUrl: `http://${host}:${port}${API_BASE_PATH}`,
    apiKey: fake.apiKey,
    controlUrl: control?.url,
    companyId: db.companyId,
    seed: fake.seed,
    scale: settings.scale,
    generatedMs,
    live,
    fault,
    close: () =>
      new Promise<void>((resolve) => {
        stopLive?.();
        faults.close();
        control?.close();
        // With an error too when `refused` has closed it already: closed either way.
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
