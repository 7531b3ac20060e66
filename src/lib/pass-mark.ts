import { z } from '@assessment-insights/contract/zod';
import { DEFAULT_PASS_MARK } from '@assessment-insights/statistics-engine/thresholds';

/** `pass` in a URL: a whole number from 0 to 100; anything else falls back to the default. */
export const passMarkParam = z.catch(
  z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(100)), DEFAULT_PASS_MARK),
  DEFAULT_PASS_MARK,
);
