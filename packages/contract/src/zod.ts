import { z } from 'zod/mini';

import { issueMessage } from './zod-messages';

/**
 * The app's zod: every module that builds a schema imports `z` from here (lint enforces it), so
 * this runs before any schema exists, whichever chunk evaluates first. It is `zod/mini`, the
 * functional API (`z.optional(x)`, `x.check(z.minimum(1))`), which bundles only what is used.
 * Zod compiles object parsers with `new Function` when it can, and probes for it with a caught
 * `new Function('')`. Under the app's Content-Security-Policy (no 'unsafe-eval') the probe is
 * reported as a violation even though zod recovers. Jitless parsing never tries.
 * Mini ships no locale (its issues would all say "Invalid input"): the app's own English for the
 * few issues its schemas raise, the messages users read (zod-messages.ts, api/schema-mismatch.ts).
 */
z.config({ jitless: true, localeError: issueMessage });

export { z };
