import { ApiFailure } from './errors';

/**
 * docs/api-contract.md §1: no header, or not `Bearer <something>` → missing_api_key; any other key than the
 * workspace's current one → invalid_api_key. The auth scheme is case-insensitive (RFC 9110).
 */
export function authenticate(request: Request, currentKey: string): void {
  const header = request.headers.get('authorization');
  const match = header === null ? null : /^Bearer[ ]+(\S.*)$/i.exec(header.trim());
  const presented = match?.[1]?.trim();
  if (!presented) {
    throw new ApiFailure('missing_api_key', 'No API key was sent. Send it as "Authorization: Bearer <API_KEY>".');
  }
  if (!timingSafeEqual(presented, currentKey)) {
    throw new ApiFailure(
      'invalid_api_key',
      'The API key is not valid for any workspace. It may have been regenerated (Settings › Apps & Integrations › API key).',
    );
  }
}

function timingSafeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}
