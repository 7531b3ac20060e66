import { StoreUnavailableError } from './workspace-store.ts';

/**
 * What /healthz and the pages say when the database fails: unreachable (no connection, or it was
 * lost) or full (it refuses writes). Any other error is a bug or a bad request and passes through.
 */

/** Node's socket errors: no server there, or the connection dropped. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'EPIPE',
]);

/** SQLSTATEs that mean the database cannot serve this connection at all. */
const UNREACHABLE_STATES = new Set([
  '53300', // too many connections
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up, recovering)
  '3D000', // the database does not exist
]);

/** node-postgres and PGlite say so in words only. */
const UNREACHABLE_MESSAGE =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|PGlite is closed|Cannot use a pool after calling end/i;

/** The error and its causes (drizzle wraps the driver's error as `cause`; Node may group several). */
function* chain(error: unknown): Generator<unknown> {
  const seen = new Set<unknown>();
  const queue = [error];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    yield next;
    if (next instanceof AggregateError) queue.push(...(next.errors as unknown[]));
    if (next instanceof Error && next.cause !== undefined) queue.push(next.cause);
  }
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

/** The StoreUnavailableError this error means, or undefined when it means something else. */
export function storeUnavailable(error: unknown): StoreUnavailableError | undefined {
  for (const link of chain(error)) {
    if (link instanceof StoreUnavailableError) return link;
    const code = codeOf(link);
    const message = link instanceof Error ? link.message : String(link);
    if (code === '53100' || code === 'ENOSPC') {
      return new StoreUnavailableError('full', `The database is full: ${message}`, { cause: error });
    }
    // Classes 08 (connection exception) and 28 (the server refuses our credentials): no usable database.
    const unreachable =
      code !== undefined && (SOCKET_CODES.has(code) || UNREACHABLE_STATES.has(code) || /^(08|28)/.test(code));
    if (unreachable || UNREACHABLE_MESSAGE.test(message)) {
      return new StoreUnavailableError('unreachable', `The database cannot be reached: ${message}`, {
        cause: error,
      });
    }
  }
  return undefined;
}

/** Runs `operation`, turning a database that fails into a StoreUnavailableError. */
export async function guarded<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw storeUnavailable(error) ?? error;
  }
}
