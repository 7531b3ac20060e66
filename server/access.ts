import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Who may reach a server that holds the workspace's key: HTTP Basic auth from
 * ASSESSMENT_BASIC_AUTH, and a refusal to listen beyond loopback with a server-side key and
 * no access control (docs/deployment.md).
 */

export interface BasicAuthCredentials {
  /** `user:password`, as the browser sends it (base64-decoded). */
  expected: string;
  user: string;
}

/** Reads `user:password`; anything else is a configuration error, said at start-up. */
export function parseBasicAuthSetting(setting: string): BasicAuthCredentials {
  const colon = setting.indexOf(':');
  const user = colon > 0 ? setting.slice(0, colon) : '';
  const password = colon > 0 ? setting.slice(colon + 1) : '';
  if (!user || !password) {
    throw new Error('ASSESSMENT_BASIC_AUTH must be user:password, both non-empty (e.g. insights:a-long-passphrase).');
  }
  return { expected: setting, user };
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an Authorization header carries the expected Basic credentials. Both sides are hashed
 * first, so the comparison takes the same time whatever the input's length or first wrong byte.
 */
export function hasBasicAuth(header: string | undefined, credentials: BasicAuthCredentials): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '');
  const supplied = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  return timingSafeEqual(digest(supplied), digest(credentials.expected));
}

export const BASIC_AUTH_CHALLENGE = 'Basic realm="Assessment Insights", charset="UTF-8"';

/** `server.host` / `preview.host` as Vite has them: undefined is localhost, true is every interface. */
export type ListenHost = string | boolean | undefined;

export function isLoopbackHost(host: ListenHost): boolean {
  if (host === undefined || host === false) return true;
  if (host === true) return false;
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

export interface ExposureSettings {
  host: ListenHost;
  serverKey: boolean;
  basicAuth: boolean;
  allowOpenProxy: boolean;
}

/** Why the server must not start as configured, or null when it may. */
export function exposureProblem({ host, serverKey, basicAuth, allowOpenProxy }: ExposureSettings): string | null {
  if (!serverKey || basicAuth || allowOpenProxy || isLoopbackHost(host)) return null;
  const where = host === true ? 'every network interface' : `host ${String(host)}`;
  return (
    `Refusing to listen on ${where}: ASSESSMENT_API_KEY is set, so anyone who can reach this port ` +
    `would read every candidate's answers and change pipelines with the workspace's key. ` +
    `Set ASSESSMENT_BASIC_AUTH=user:password to require a password, or, if your own access ` +
    `control (SSO, a VPN, an authenticating reverse proxy) already sits in front, set ` +
    `ASSESSMENT_ALLOW_OPEN_PROXY=1. See docs/deployment.md.`
  );
}
