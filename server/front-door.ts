import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  BASIC_AUTH_CHALLENGE,
  exposureProblem,
  hasBasicAuth,
  parseBasicAuthSetting,
  type ListenHost,
} from './access.ts';
import { createApiProxy, sendProxyError } from './api-proxy.ts';
import { isApiPath, isHealthPath, isTeamPath } from './forward-rules.ts';

/**
 * What every server does in front of the app, the dev and preview servers and `npm start` alike:
 * security headers on every response, Basic auth when configured, the API path forwarded (only
 * what the app uses) when an API is configured, and a refusal to listen beyond loopback with a
 * server-side key and no access control. Configured from the server-side ASSESSMENT_* variables
 * (docs/deployment.md).
 */

export interface FrontDoorSettings {
  apiUrl?: string;
  apiKey?: string;
  /** ASSESSMENT_BASIC_AUTH: `user:password`. */
  basicAuth?: string;
  /** ASSESSMENT_ALLOW_OPEN_PROXY=1: the operator says access control sits in front. */
  allowOpenProxy?: boolean;
  /** The dev server's CSP nonce (html.cspNonce); undefined for preview. */
  devNonce?: string;
}

function readApiUrl(apiUrl: string): URL {
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error(`ASSESSMENT_API_URL is not a URL: "${apiUrl}". Use e.g. https://your-workspace.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`ASSESSMENT_API_URL must start with https:// (or http://); got ${url.protocol}`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error('ASSESSMENT_API_URL must be an origin with an optional path: no credentials, query or fragment.');
  }
  return url;
}

function unauthorized(req: IncomingMessage, res: ServerResponse): void {
  const challenge = { 'WWW-Authenticate': BASIC_AUTH_CHALLENGE, 'Cache-Control': 'no-store' };
  if (isApiPath(req.url ?? '/')) {
    return sendProxyError(res, {
      status: 401,
      code: 'authentication_required',
      message: 'This server requires a user name and password.',
      headers: challenge,
      unread: req,
    });
  }
  req.resume();
  res.writeHead(401, { ...challenge, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Authentication required.\n');
}

/**
 * The front door for a server listening on `host`: it sets `headers` on every response and
 * answers what it owns (a request without the Basic credentials, an API request to forward),
 * returning true; otherwise the server goes on with the request. Throws when the server must not
 * listen as configured.
 */
export function createFrontDoor(
  settings: FrontDoorSettings,
  host: ListenHost,
  headers: Record<string, string>,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const credentials = settings.basicAuth ? parseBasicAuthSetting(settings.basicAuth) : undefined;
  const target = settings.apiUrl ? readApiUrl(settings.apiUrl) : undefined;
  const proxy = target ? createApiProxy({ target, apiKey: settings.apiKey }) : undefined;
  const problem = exposureProblem({
    host,
    serverKey: Boolean(settings.apiKey),
    basicAuth: credentials !== undefined,
    allowOpenProxy: settings.allowOpenProxy ?? false,
  });
  if (problem) throw new Error(problem);

  return (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = req.url ?? '/';
    const toApi = isApiPath(url);
    // Without a server-side key, an API or team request authenticates with the user's own key:
    // the API checks it (the team server through whoami), and the proxy strips nothing but Basic
    // credentials from it.
    const ownKey = (toApi || isTeamPath(url)) && !settings.apiKey && /^Bearer\s/i.test(req.headers.authorization ?? '');
    if (credentials && !ownKey && !isHealthPath(url) && !hasBasicAuth(req.headers.authorization, credentials)) {
      unauthorized(req, res);
      return true;
    }
    if (toApi && proxy) {
      proxy(req, res);
      return true;
    }
    return false;
  };
}
