/** Injected by vite.config.ts `define`; see src/lib/api-mode.ts. */
declare const __API_MODE__: import('./lib/api-mode').ApiMode;
