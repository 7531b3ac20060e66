import type { DifStratum } from './dif-strata';
import type { MantelHaenszel, StandardizedMeanDifference } from './dif-statistics';

/** The shapes of a fairness check's report (docs/statistics.md §6); dif.ts computes it. */

export interface DifOptions {
  passMark?: number;
  /** How many quantile strata of the rest score to form (at most; ties merge some), with 'strata'. */
  strata?: number;
  /** The method; by default the one the assessment's length and the groups' sizes call for (`difMethodFor`). */
  method?: DifMethod;
}

/**
 * 'mixed': one test finds the question unfair to A, the other to B. 'cannot-tell': no flag, but
 * the evidence does not rule out a large gap either (`uncertainty` says why).
 */
export type DifVerdict = 'unfair-to-b' | 'unfair-to-a' | 'none' | 'mixed' | 'cannot-tell';
/** Not tested: too few runs in a group, too few questions to match on, or no runs of both groups score alike. */
export type DifHiddenReason = 'few-runs' | 'few-questions' | 'no-overlap';
/**
 * Why a question reads "can't tell": its interval reaches a large gap (more runs would settle it),
 * or the other questions measure ability too unreliably within each group to match on.
 */
export type DifUncertainty = 'wide-interval' | 'unreliable-matching';
/**
 * How a comparison matches candidates of equal ability: 'model', a one-factor model over every
 * question (the impact-adjusted gap); 'strata', strata of estimated true rest scores with the
 * SMD and Mantel–Haenszel.
 */
export type DifMethod = 'model' | 'strata';
/** The gap at equal ability in points, B − A (negative when B scores lower), whichever method gave it. */
export type DifGap = StandardizedMeanDifference;

export interface QuestionDif {
  questionId: string;
  /**
   * The runs compared: with 'strata', runs with the question and at least one other question
   * evaluated; with 'model', every run with the question evaluated.
   */
  runsA: number;
  runsB: number;
  /** Mean score on the question over those runs: the raw gap that the check separates from ability. */
  meanA: number | null;
  meanB: number | null;
  /**
   * With 'strata', Cronbach's alpha of each group's rest score (the other matching questions,
   * pairwise): the reliability its rest scores were corrected by; null when it cannot be computed
   * (then the group's runs are matched on their raw rest scores), and with 'model'.
   */
  restAlphaA: number | null;
  restAlphaB: number | null;
  /** Set when the question is not tested: then strata, statistics and verdict are empty. */
  hiddenReason: DifHiddenReason | null;
  /** With 'strata': the strata; empty with 'model'. */
  strata: DifStratum[];
  /** With 'strata': the SMD, which is also the gap. */
  smd: StandardizedMeanDifference | null;
  /** With 'strata': Mantel–Haenszel at the pass mark. */
  mantelHaenszel: MantelHaenszel | null;
  /** The gap at equal ability that the verdict reads: the model's β, or the SMD. */
  gap: DifGap | null;
  /**
   * With 'model': the share of the gap's variance that comes from estimating ability (the
   * matching) rather than from the question's own scores; above one half, a "can't tell" is
   * put down to the other questions' unreliability.
   */
  matchingShare: number | null;
  /**
   * Benjamini–Hochberg adjusted p-values of the question's tests, over every test of the
   * comparison: the verdict holds the false discovery rate at 5%, like the rest of the comparison.
   */
  adjusted: DifAdjusted | null;
  verdict: DifVerdict | null;
  /** Set with the verdict 'cannot-tell'. */
  uncertainty: DifUncertainty | null;
  /** With 'cannot-tell': about how many runs a group would settle it; null when it cannot be said. */
  runsToSettle: number | null;
}

export interface DifAdjusted {
  /** The gap's test: the SMD's z, or the model's. */
  gap: number | null;
  mantelHaenszel: number | null;
}

export interface DifReport {
  passMark: number;
  method: DifMethod;
  /**
   * With 'model': B − A in ability, in within-group SDs, from every question not flagged, with its
   * bootstrap SE; null with 'strata'.
   */
  impact: { estimate: number; standardError: number | null } | null;
  /** With 'model': the questions it was fitted over (evaluated in both groups, with varied scores); null with 'strata'. */
  modelQuestions: number | null;
  questions: QuestionDif[];
}

/** One stage of the check: each question's figures and tests, before the verdicts; `excluded` questions leave the matching. */
export type DifStage = (excluded: ReadonlySet<number>) => QuestionDif[];
