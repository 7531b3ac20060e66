import { z } from 'zod';

/**
 * The app's zod: every module that builds a schema imports `z` from here (lint enforces it), so
 * this runs before any schema exists, whichever chunk evaluates first.
 * Zod compiles object parsers with `new Function` when it can, and probes for it with a caught
 * `new Function('')`. Under the app's Content-Security-Policy (no 'unsafe-eval') the probe is
 * reported as a violation even though zod recovers. Jitless parsing never tries.
 */
z.config({ jitless: true });

export { z };
