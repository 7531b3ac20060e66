import type { Connect, Plugin } from 'vite';

import { createFrontDoor, type FrontDoorSettings } from './front-door.ts';
import type { ListenHost } from './access.ts';
import { securityHeaders } from './security-headers.ts';

/** The front door (front-door.ts) as a Vite plugin, for the dev and preview servers. */
export function assessmentServer(settings: FrontDoorSettings): Plugin {
  function middlewares(host: ListenHost, headers: Record<string, string>): Connect.NextHandleFunction {
    const frontDoor = createFrontDoor(settings, host, headers);
    return (req, res, next) => {
      if (!frontDoor(req, res)) next();
    };
  }

  return {
    name: 'assessment-insights-server',
    configureServer(server) {
      server.middlewares.use(middlewares(server.config.server.host, securityHeaders(settings.devNonce)));
    },
    configurePreviewServer(server) {
      server.middlewares.use(middlewares(server.config.preview.host, securityHeaders()));
    },
  };
}
