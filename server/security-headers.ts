/**
 * The headers every response of the dev and preview servers carries (and the nginx and
 * Caddy configs of docs/deployment.md): a Content-Security-Policy that allows only the app's own scripts, styles and
 * API calls and no framing; no MIME sniffing; no Referer leaving the app.
 */

const PRODUCTION_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The dev server's policy: the same, except that Vite's dev client and React Refresh inject an
 * inline module script and `<style>` elements; they carry the server's nonce (html.cspNonce).
 */
function developmentPolicy(nonce: string): string {
  return PRODUCTION_POLICY.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`).replace(
    "style-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
  );
}

export function securityHeaders(devNonce?: string): Record<string, string> {
  return {
    'Content-Security-Policy': devNonce === undefined ? PRODUCTION_POLICY : developmentPolicy(devNonce),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // A private dashboard: no search engine indexes it (robots.txt says the same).
    'X-Robots-Tag': 'noindex, nofollow',
  };
}
