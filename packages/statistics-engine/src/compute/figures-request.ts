import type { AssessmentStats } from '../figures/assessment/assessment-stats';
import type { WatchedQuestion } from '../figures/watch/leak-signal';
import type { SimilarAnswers } from '../figures/watch/similar-answers';
import type { SharedParts } from '../similarity/shared-parts';
import type { ShownAnswer } from '../similarity/shown-answer';
import type { PassFailLine } from '../figures/assessment/classification-consistency';
import type { CohortComparison } from '../figures/compare/cohort-compare';
import type { DifReport } from '../figures/compare/dif';
import type { FilterStats } from '../figures/question/filter-stats';
import type { GradingHealth, QuestionGradingHealth } from '../figures/grading/grading-health';
import type { QuestionStats } from '../figures/question/question-stats';
import type { Reliability } from '../figures/assessment/alpha';
import type { Finding } from '../figures/overview/findings';

/**
 * The figures a page asks the statistics worker for, over a job's ledger: each kind is one page
 * section's whole computation, so one message brings back all it draws.
 */
export type FiguresRequest =
  /**
   * The question page: its figures, the leak watch and grading health, over the scope's rows of
   * it. `questionType` (the catalog's) says whether its answers are compared (coding, free text).
   */
  | { kind: 'question'; questionId: string; passMark: number; questionType?: string }
  /** The question page's similar answers: their groups, apart from the pass mark. */
  | { kind: 'similar'; questionId: string; questionType: string }
  /** Two answers side by side: what they share, to mark (the answers are the page's, fetched again). */
  | { kind: 'shared-parts'; left: ShownAnswer; right: ShownAnswer }
  /** The explorer's charts view: one question's figures, or every question of the filter ranked. */
  | { kind: 'filter'; questionId: string | null; passMark: number }
  /** The assessment page: its questions' figures, alpha, flags, the watch and grading health. */
  | {
      kind: 'assessment';
      assessmentId: string;
      questionIds: readonly string[];
      passMark: number;
      /** The catalog's type of each question: coding and free-text answers are compared. */
      questionTypes?: Readonly<Record<string, string>>;
    }
  /** The assessment page's pass/fail line on the run score: apart, so moving the cut redraws only it. */
  | { kind: 'cut'; assessmentId: string; questionIds: readonly string[]; cut: number }
  /**
   * The overview's row of an assessment: its runs, alpha, pass rate at the pass mark and what
   * needs attention (its findings, standalone against pipeline candidates included).
   */
  | {
      kind: 'overview';
      assessmentId: string;
      questionIds: readonly string[];
      passMark: number;
      questionTypes?: Readonly<Record<string, string>>;
    }
  /** Two groups of one assessment (this job is group A; `other` is group B's job key). */
  | {
      kind: 'compare';
      other: string;
      assessmentId: string;
      questionIds: readonly string[];
      passMark: number;
    };

export interface QuestionFiguresResult {
  kind: 'question';
  stats: QuestionStats;
  watch: WatchedQuestion | null;
  health: GradingHealth;
}

export interface SimilarFiguresResult {
  kind: 'similar';
  /** Null when the question's type is neither coding nor free text. */
  similar: SimilarAnswers | null;
}

export interface SharedPartsResult {
  kind: 'shared-parts';
  parts: SharedParts;
}

export type FilterFiguresResult =
  | { kind: 'filter-question'; stats: QuestionStats }
  | { kind: 'filter'; stats: FilterStats };

export interface AssessmentFiguresResult {
  kind: 'assessment';
  stats: AssessmentStats;
  watch: WatchedQuestion[];
  health: { overall: GradingHealth; byQuestion: QuestionGradingHealth[] };
}

export interface CutFiguresResult {
  kind: 'cut';
  line: PassFailLine;
}

export interface CompareFiguresResult {
  kind: 'compare';
  comparison: CohortComparison;
  /** The same questions at equal scores on the others: unfair questions apart from weaker groups. */
  dif: DifReport;
}

export interface OverviewFiguresResult {
  kind: 'overview';
  assessmentId: string;
  /** Runs with at least one evaluated answer. */
  runs: number;
  reliability: Reliability;
  /** The pass/fail line at the pass mark: its pass share is the assessment's pass rate. */
  line: PassFailLine;
  /** Ranked: most severe first, then by recent candidates. */
  findings: Finding[];
}

export type FiguresResult =
  | QuestionFiguresResult
  | SimilarFiguresResult
  | SharedPartsResult
  | FilterFiguresResult
  | AssessmentFiguresResult
  | CutFiguresResult
  | CompareFiguresResult
  | OverviewFiguresResult;

/**
 * The result type of each request kind: every kind has one (the constraint checks it), and
 * `isResultOf` checks an answer against it at run time.
 */
type ResultsByKind<T extends { [K in FiguresRequest['kind']]: FiguresResult }> = T;
export type FiguresResultOf = ResultsByKind<{
  question: QuestionFiguresResult;
  similar: SimilarFiguresResult;
  'shared-parts': SharedPartsResult;
  filter: FilterFiguresResult;
  assessment: AssessmentFiguresResult;
  cut: CutFiguresResult;
  compare: CompareFiguresResult;
  overview: OverviewFiguresResult;
}>;

const RESULT_KINDS: { [K in FiguresRequest['kind']]: ReadonlyArray<FiguresResultOf[K]['kind']> } = {
  question: ['question'],
  similar: ['similar'],
  'shared-parts': ['shared-parts'],
  filter: ['filter', 'filter-question'],
  assessment: ['assessment'],
  cut: ['cut'],
  compare: ['compare'],
  overview: ['overview'],
};

/** Whether a result answers a request of this kind. */
export function isResultOf<K extends FiguresRequest['kind']>(
  kind: K,
  result: FiguresResult,
): result is FiguresResultOf[K] {
  return RESULT_KINDS[kind].some((resultKind) => resultKind === result.kind);
}
