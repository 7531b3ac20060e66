import { z } from '@assessment-insights/contract/zod';

/** docs/statistics.md: the pass mark P defaults to 70; success is score ≥ P. */
export const DEFAULT_PASS_MARK = 70;

/** `pass` in a URL: a whole number from 0 to 100; anything else falls back to the default. */
export const passMarkParam = z.catch(
  z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100)), DEFAULT_PASS_MARK),
  DEFAULT_PASS_MARK,
);
