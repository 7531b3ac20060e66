import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the API behind the proxy in server/ tests: records what reached it and answers
 * as each test says (or never, for a timeout).
 */
export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestServer {
  url: string;
  received: Received[];
  /** Requests whose connection closed before an answer. */
  abandoned: number;
  close(): Promise<void>;
}

type Answer = (req: Received, res: ServerResponse) => void;

export async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<Server> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export function urlOf(server: Server): string {
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

export async function startUpstream(answer: Answer): Promise<TestServer> {
  const received: Received[] = [];
  const state = { abandoned: 0 };
  const server = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(entry);
      res.on('close', () => {
        if (!res.writableFinished) state.abandoned++;
      });
      answer(entry, res);
    });
  });
  return {
    url: urlOf(server),
    received,
    get abandoned() {
      return state.abandoned;
    },
    close: () => closeServer(server),
  };
}

/** Answers like the API: JSON, a request id, a rate-limit header and a cookie the proxy must drop. */
export const answerOk: Answer = (req, res) => {
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'X-Request-Id': 'req_abcdefghijklmnopqrstuvwx',
    'X-RateLimit-Remaining-Minute': '119',
    'Set-Cookie': 'tracking=1',
  });
  res.end(JSON.stringify({ method: req.method, url: req.url }));
};
