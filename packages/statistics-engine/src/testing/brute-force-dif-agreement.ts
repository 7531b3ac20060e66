import { expect } from 'vitest';

import type { DifReport } from '../figures/compare/dif';
import { isDifFlag } from '../figures/compare/dif-verdict';
import { expectClose } from './expect-close';
import { roundNumbers } from './brute-force';
import type { BruteDifReport } from './brute-force-dif';

/** The flagged questions of a report, with their verdicts ("can't tell" is no flag). */
export const difFlags = (report: DifReport) =>
  report.questions.flatMap(({ questionId, verdict }) => (isDifFlag(verdict) ? [[questionId, verdict]] : []));

/**
 * Strata reports agree to 9 decimals. The model's loadings come from another iteration (the
 * engine's stops at changes under 1e-10), so its figures agree to 1e-7 relative (1e-9 absolute,
 * for figures near 0); strings, verdicts and reasons exactly.
 */
export function expectAgreement(engine: DifReport, brute: BruteDifReport, name: string) {
  expect(brute.method, name).toBe(engine.method);
  if (engine.method === 'model') expectClose(engine, brute, { relative: 1e-7, absolute: 1e-9 }, name);
  else expect(roundNumbers(engine), name).toEqual(roundNumbers(brute));
}
