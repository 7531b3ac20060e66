/**
 * The statistics engine's public entry: everything a host (the app's worker, a benchmark, a
 * server) uses. Its modules stay private. Thresholds have an entry of their own
 * (`./thresholds`), which costs a page no engine code; test oracles and simulations have
 * `./testing`. docs/architecture.md shows the path a new figure takes.
 */

// ── What a figure is computed over, and the name its ledger is stored under ──────────────────
export type { AssessmentScope, QuestionResultsFilter, QuestionResultsPageFetcher, StatisticsScope } from './scope';
export { scopeStorageKey } from './ledger/storage-key';

// ── The ledger: the answers read, compactly, a scope's rows, kept by a host or sent as bytes ─
export { QuestionResultLedger, type LedgerRowInput } from './ledger/ledger';
export type { LedgerSnapshot } from './ledger/columns';
export { ledgerRecord, putLedgerRecord, type LedgerRecord } from './ledger/records';
export { changedRows } from './ledger/changed-rows';
export { filterLedger, scopeSnapshot } from './ledger/filter-ledger';
export { decodeLedger, encodeLedger } from './ledger/wire';
export {
  loadLedger,
  memoryLedgerStore,
  saveLedger,
  type LedgerStore,
  type StoredLedger,
  type StoredLedgerMeta,
} from './ledger/store';

// ── Scope jobs: open (stored, else read), recompute, refresh, and what is newer since ─────────
export {
  openScopeLedger,
  recomputeScopeLedger,
  refreshScopeLedger,
  type LedgerJob,
  type ScopeLedger,
} from './reading/open-ledger';
export { fetchLedger, type LedgerFetchOutcome, type LedgerFetchProgress } from './reading/fetch';
export { refreshLedger } from './reading/refresh';
export { countNewerSince, newerThan } from './reading/freshness';
export { expectedFetchMs, type FetchPlan } from './reading/plan';
export type { LedgerCheckpoint } from './reading/checkpoint';
export { ledgerRow } from './reading/ledger-segments';
export { REPAIR_BUDGET } from './reading/repair';

// ── Figures by a typed request: one page section's whole computation ─────────────────────────
export { computeFigures } from './compute/compute';
export {
  isResultOf,
  type AssessmentFiguresResult,
  type FiguresRequest,
  type FiguresResult,
  type FiguresResultOf,
  type OverviewFiguresResult,
} from './compute/figures-request';
export { readyLedger, type ReadyLedger } from './compute/ready-ledger';

// ── Each figure, and the types of what the requests return ───────────────────────────────────
export { questionFigures, type QuestionFigures } from './figures/question/question-figures';
export { histogramBin } from './figures/question/histogram-bin';
export {
  questionStats,
  utcMonthIndex,
  monthLabel,
  type MonthlyPoint,
  type QuestionStats,
} from './figures/question/question-stats';
export { questionRows, assessmentRowsByQuestion } from './figures/question/question-rows';
export type { FilterStats } from './figures/question/filter-stats';
export { buildRunMatrix, type RunMatrix } from './figures/assessment/runs';
export { reliability, type Reliability } from './figures/assessment/alpha';
export type { Discrimination, HiddenReason } from './figures/assessment/discrimination';
export {
  assessmentStats,
  type AssessmentQuestionStats,
  type AssessmentStats,
} from './figures/assessment/assessment-stats';
export {
  facilityBand,
  discriminationBand,
  questionFlags,
  type DiscriminationBand,
  type FacilityBand,
  type QuestionFlag,
} from './figures/question/bands';
export {
  alphaIfDropped,
  effectiveWeights,
  lengthPlan,
  spearmanBrown,
  type AlphaIfDropped,
  type EffectiveWeight,
  type LengthPlan,
} from './figures/assessment/test-assembly';
export { reviewList, type ReviewList, type ReviewReason } from './figures/assessment/test-assembly-review';
export {
  rankFindings,
  LOW_ALPHA_BELOW,
  RECENT_DAYS,
  type Finding,
  type FindingEvidence,
  type FindingKind,
  type FindingSeverity,
} from './figures/overview/findings';
export { classificationConsistency, type PassFailLine } from './figures/assessment/classification-consistency';
export {
  compareCohorts,
  type Cohort,
  type CohortComparison,
  type Difference,
  type QuestionComparison,
} from './figures/compare/cohort-compare';
export {
  differentialItemFunctioning,
  difMethodFor,
  type DifGap,
  type DifOptions,
  type DifHiddenReason,
  type DifMethod,
  type DifReport,
  type DifUncertainty,
  type DifVerdict,
  type QuestionDif,
} from './figures/compare/dif';
export { isDifFlag } from './figures/compare/dif-verdict';
export type { MantelHaenszel } from './figures/compare/dif-statistics';
export {
  gradingHealth,
  gradingHealthByQuestion,
  type GraderAlert,
  type GradingHealth,
  type QuestionGradingHealth,
  type SensitivityFigures,
} from './figures/grading/grading-health';
export {
  leakWatch,
  scoreSignal,
  type LeakSignal,
  type LeakWatchEntry,
  type ScoreSignal,
} from './figures/watch/leak-watch';
export {
  watchedQuestion,
  type ConvergingAnswers,
  type LeakSignalKind,
  type WatchedQuestion,
} from './figures/watch/leak-signal';
export {
  similarAnswers,
  type SimilarAnswerGroup,
  type SimilarAnswerMember,
  type SimilarAnswers,
} from './figures/watch/similar-answers';

// ── Answers compared: their kind, fingerprint and the part of one shown ──────────────────────
export { comparedKind, type FingerprintedKind } from './similarity/answer-kind';
export { answerFingerprint } from './similarity/fingerprint';
export { SHOWN_ANSWER_CHARS, shownAnswer, type Range, type ShownAnswer } from './similarity/shown-answer';

// ── Mathematics a host reports with ──────────────────────────────────────────────────────────
export type { Interval } from './math/wilson';
export type { ChangePoint } from './math/change-point';

// ── The value as shown: what bands and flags classify, and months as keyed ───────────────────
export { roundAsShown, utcMonth } from './math/shown';
