import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { FAULT_MODES, isFaultMode, type FaultMode, type Faults } from './faults';
import { parseMovesBody, type Moves } from './moves';

/**
 * The control server of the fault modes (`--control-port`): PUT/GET /fault switches and reads
 * the mode, GET/DELETE /requests reads and resets the log of what reached the API port, and
 * PUT/GET/DELETE /moves makes the workspace move while it is read (moves.ts).
 */

export interface FaultControl {
  url: string;
  close(): void;
}

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function parseFaultBody(text: string): { mode: FaultMode; count?: number } | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'The body is not JSON; send {"mode": "…", "count"?: N}.';
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'Send {"mode": "…", "count"?: N}.';
  const unknown = Object.keys(body).filter((key) => key !== 'mode' && key !== 'count');
  if (unknown.length > 0) return `Unknown field(s): ${unknown.join(', ')}; send {"mode": "…", "count"?: N}.`;
  const { mode, count } = body as { mode?: unknown; count?: unknown };
  if (!isFaultMode(mode)) return `mode must be one of ${FAULT_MODES.join(', ')}; got ${JSON.stringify(mode)}.`;
  if (count === undefined || count === null) return { mode };
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) {
    return `count must be a positive integer; got ${JSON.stringify(count)}.`;
  }
  return { mode, count };
}

async function serveControl(faults: Faults, moves: Moves, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const { pathname } = new URL(req.url ?? '/', 'http://control');
  const method = req.method ?? 'GET';
  if (pathname === '/fault') {
    if (method === 'GET') return sendJson(res, 200, faults.state());
    if (method !== 'PUT')
      return sendJson(res, 405, { error: `${method} /fault: use GET or PUT.` }, { Allow: 'GET, PUT' });
    const parsed = parseFaultBody(Buffer.concat(chunks).toString('utf8'));
    if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
    return sendJson(res, 200, await faults.set(parsed.mode, parsed.count));
  }
  if (pathname === '/requests') {
    if (method === 'GET') return sendJson(res, 200, faults.requests());
    if (method !== 'DELETE') {
      return sendJson(res, 405, { error: `${method} /requests: use GET or DELETE.` }, { Allow: 'GET, DELETE' });
    }
    faults.resetRequests();
    res.writeHead(204).end();
    return;
  }
  if (pathname === '/moves') {
    if (method === 'GET') return sendJson(res, 200, moves.state());
    if (method === 'DELETE') return sendJson(res, 200, moves.set({ gradings: 0, regrades: 0, arrivals: 0, count: 0 }));
    if (method !== 'PUT') {
      return sendJson(res, 405, { error: `${method} /moves: use GET, PUT or DELETE.` }, { Allow: 'GET, PUT, DELETE' });
    }
    const parsed = parseMovesBody(Buffer.concat(chunks).toString('utf8'));
    if (typeof parsed === 'string') return sendJson(res, 400, { error: parsed });
    return sendJson(res, 200, moves.set(parsed));
  }
  sendJson(res, 404, { error: `No such control endpoint: ${pathname}. There are /fault, /requests and /moves.` });
}

/** Starts the control server on `host` (`port` 0: a free one); resolves once it listens. */
export function startFaultControl(faults: Faults, moves: Moves, port: number, host: string): Promise<FaultControl> {
  const server = createServer((req, res) => {
    serveControl(faults, moves, req, res).catch((error: unknown) => {
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      else res.end();
    });
  });
  const close = () => {
    server.close();
    server.closeAllConnections();
  };
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const bound = server.address();
      resolve({ url: `http://${host}:${typeof bound === 'object' && bound ? bound.port : port}`, close });
    });
  });
}
