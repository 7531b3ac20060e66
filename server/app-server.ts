import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';

import type { ListenHost } from './access.ts';
import { createFrontDoor, type FrontDoorSettings } from './front-door.ts';
import { securityHeaders } from './security-headers.ts';

/** Hashed file names change with their content: a browser keeps them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The page and the unhashed files are checked on every load, so a deployment shows at once. */
const REVALIDATE = 'no-cache';

export interface AppServerOptions {
  /** The built app (`npm run build`'s dist/). */
  distDir: string;
  settings: FrontDoorSettings;
  /** Where it will listen: the front door refuses a public interface without access control. */
  host: ListenHost;
  /** Structured JSON logs (pino); they carry no header, so no key. */
  logger?: boolean;
  /** The server's own paths besides the app's files (the team server's, decision 030). */
  routes?: (app: FastifyInstance) => void;
  /**
   * `<meta>` tags the page carries, by name: how the app learns at start, without a request,
   * what this server offers (its API mode, the team store).
   */
  pageMeta?: Record<string, string>;
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the server's meta tags at the end of its head. */
async function readPage(distDir: string, meta: Record<string, string>): Promise<string> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const tags = Object.entries(meta)
    .map(([name, content]) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`)
    .join('');
  if (!tags) return html;
  return html.includes('</head>') ? html.replace('</head>', `${tags}</head>`) : `${tags}${html}`;
}

/**
 * `npm start`'s server (decision 029): the built app, with the front door every server has
 * (front-door.ts) before it. A path that is no file is the app's own route: index.html answers it.
 */
export async function createAppServer(options: AppServerOptions) {
  const { distDir, settings, host, logger = false, routes, pageMeta = {} } = options;
  const app: FastifyInstance = Fastify({
    logger: logger && { level: 'info', redact: ['req.headers.authorization'] },
    // A request in flight finishes on close; new ones are refused while the server stops.
    return503OnClosing: true,
  });
  const frontDoor = createFrontDoor(settings, host, securityHeaders());
  app.addHook('onRequest', (request, reply, done) => {
    // The front door answers it (credentials missing, or the API): Fastify sends nothing more.
    if (frontDoor(request.raw, reply.raw)) reply.hijack();
    done();
  });
  routes?.(app);
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    // The page is served below, with the server's meta tags.
    index: false,
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('Cache-Control', path.startsWith(join(distDir, 'assets')) ? IMMUTABLE : REVALIDATE);
    },
  });
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/assets/');
    if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    return reply
      .header('Cache-Control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(await readPage(distDir, pageMeta));
  });
  return app;
}
