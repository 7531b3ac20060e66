/** A stand-in origin: only used to see where a path would lead, never requested. */
const PROBE_ORIGIN = 'https://same-app.invalid';

/**
 * True for a path inside this app ("/results?status=pending"), false for anything that could
 * leave it: absolute URLs, protocol-relative "//host", "/\host" (browsers read the backslash
 * as a slash) and control characters, which URL parsing strips ("/\t/host" becomes "//host").
 * Guards the key page's `redirect` parameter against open redirects.
 */
export function isSameAppPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN;
  } catch {
    return false;
  }
}
