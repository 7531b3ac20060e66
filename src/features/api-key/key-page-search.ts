import { z } from '@assessment-insights/contract/zod';

import { isSameAppPath } from '@/lib/same-app-path';

export const KEY_PAGE_PATH = '/settings/api-key';

/** What an error code looks like; anything else in `reason` is not shown. */
const REASON_PATTERN = /^[a-z0-9_]{1,64}$/;

/**
 * The key page's search params: why the user was sent here (an error code) and where to go back
 * to. Anything malformed is dropped rather than failing the page; `redirect` must stay inside
 * the app, so a crafted link cannot send a user elsewhere after they enter their key.
 */
export const keyPageSearchSchema = z.object({
  reason: z.catch(z.optional(z.string().check(z.regex(REASON_PATTERN))), undefined),
  redirect: z.catch(z.optional(z.string().check(z.maxLength(8192), z.refine(isSameAppPath))), undefined),
});

export type KeyPageSearch = z.output<typeof keyPageSearchSchema>;

/** Where a user without a working key goes: the key page, saying why, with the way back. */
export function keyPageLocation(reason: string, currentHref: string) {
  // The code comes from the API; one the key page would not accept still says "refused".
  const search: KeyPageSearch = {
    reason: REASON_PATTERN.test(reason) ? reason : 'unauthorized',
    redirect: currentHref,
  };
  return { to: KEY_PAGE_PATH, search } as const;
}
