import { CHANGE_POINT_DEFAULTS } from '@/features/statistics/engine/math/change-point-defaults';

/** When a group of similar answers is "converging" (convergence.ts), apart from the test so that text naming them costs no engine code. */
export const CONVERGENCE_DEFAULTS = {
  /** The leak watch's (docs/statistics.md §5): a question is watched by the hundred. */
  alpha: CHANGE_POINT_DEFAULTS.alpha,
  /** A group that goes from 10% to 15% of new answers is noise or a popular approach, not a leak. */
  minRise: 0.2,
  /** Three new answers in ten handing in one solution. */
  minShareAfter: 0.3,
  /** A question has one leaked solution, perhaps a couple of variants of it. */
  maxTested: 3,
} as const;
