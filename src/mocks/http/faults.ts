import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { faultResponse, truncateBody, type FaultLimits } from './fault-responses';

/**
 * Fault modes for the fake over HTTP (this folder only: never in the browser demo nor in any
 * build), so the client's handling of a broken API can be tested end to end. A fault is decided
 * when a request arrives and, except `truncated-json`, answered before the fake's handlers run,
 * so a faulted request changes no state and does not count against the rate limits.
 */
export const FAULT_MODES = ['none', 'hang', '5xx', 'truncated-json', 'html', 'refused', '429-storm'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface FaultState {
  mode: FaultMode;
  /** API requests left before the mode returns to `none` by itself; null: until changed. */
  remaining: number | null;
}

/** Every request that reached the API port since start or the last reset; `recent` keeps the last few. */
export interface RequestLog {
  total: number;
  recent: { method: string; path: string }[];
}

export interface FaultsOptions extends FaultLimits {
  /** The API listener: `refused` closes it and any other mode listens again on the same port. */
  api: Server;
}

const RECENT_REQUESTS = 200;

export function isFaultMode(value: unknown): value is FaultMode {
  return typeof value === 'string' && (FAULT_MODES as readonly string[]).includes(value);
}

export function createFaults({ api, ...limits }: FaultsOptions) {
  let state: FaultState = { mode: 'none', remaining: null };
  let requests: RequestLog = { total: 0, recent: [] };
  const held = new Set<Socket>();
  let address: { port: number; host: string } | undefined;
  // Changes apply one after the other, so a close and a listen never overlap.
  let transition = Promise.resolve();

  function stopListening(): Promise<void> {
    const bound = api.address();
    if (bound !== null && typeof bound === 'object') address = { port: bound.port, host: bound.address };
    return new Promise((resolve) => {
      // The callback runs once every connection is gone (or at once, with an error, if already closed).
      api.close(() => resolve());
      api.closeAllConnections();
      for (const socket of held) socket.destroy();
    });
  }

  function listenAgain(): Promise<void> {
    if (api.listening || address === undefined) return Promise.resolve();
    const { port, host } = address;
    return new Promise((resolve, reject) => {
      const onError = (error: Error) => {
        api.off('listening', onListening);
        reject(error);
      };
      const onListening = () => {
        api.off('error', onError);
        resolve();
      };
      api.once('error', onError);
      api.once('listening', onListening);
      api.listen(port, host);
    });
  }

  async function apply(mode: FaultMode, count: number | undefined): Promise<FaultState> {
    // `none` is where a count ends anyway, and `refused` cannot count requests that never arrive.
    const counted = mode !== 'none' && mode !== 'refused' && count !== undefined;
    state = { mode, remaining: counted ? count : null };
    if (mode === 'refused') await stopListening();
    else await listenAgain();
    return { ...state };
  }

  /** Resolves once the mode is in effect (for `refused`: the port is closed). */
  function set(mode: FaultMode, count?: number): Promise<FaultState> {
    const result = transition.then(() => apply(mode, count));
    transition = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  /** Records an API request and decides its fault, counting it against a `count`. */
  function take(req: IncomingMessage): FaultMode {
    requests.total++;
    requests.recent.push({ method: req.method ?? 'GET', path: req.url ?? '/' });
    if (requests.recent.length > RECENT_REQUESTS) requests.recent.shift();
    const { mode } = state;
    if (state.remaining !== null && --state.remaining === 0) state = { mode: 'none', remaining: null };
    return mode;
  }

  /** `hang`: the request is read and never answered; the socket stays open until the client gives up. */
  function hold(req: IncomingMessage): void {
    const socket = req.socket;
    req.resume();
    held.add(socket);
    socket.once('close', () => held.delete(socket));
  }

  return {
    set,
    take,
    hold,
    respond: (mode: FaultMode) => faultResponse(mode, limits),
    truncate: truncateBody,
    state: (): FaultState => state,
    requests: (): RequestLog => requests,
    resetRequests() {
      requests = { total: 0, recent: [] };
    },
    /** On shutdown: held requests go too, so nothing keeps the process alive. */
    close(): void {
      for (const socket of held) socket.destroy();
    },
  };
}

export type Faults = ReturnType<typeof createFaults>;
