/**
 * The engine's test entry (`@assessment-insights/statistics-engine/testing`): brute-force oracles
 * that recompute each figure by its textbook definition, seeded simulations of groups, fixtures,
 * and a list that moves while it is read. For the engine's own tests, a host's cross-checks
 * against its data, and benchmarks. Never imported by app code.
 */
export { bruteAssessment, bruteQuestionStats, roundNumbers, withoutBands } from './brute-force';
export { bruteLine, type BruteLine } from './brute-force-consistency';
export { bruteDif } from './brute-force-dif';
export { difFlags, expectAgreement } from './brute-force-dif-agreement';
export { expectClose, type Closeness } from './expect-close';
export {
  difGap,
  groupMatrix,
  hiringGroup,
  levelGroups,
  logisticGroup,
  questionDif,
  runsAt,
  simulatedGroup,
} from './dif-simulation';
export { cohortOf, pipelineA, pipelineB, times, type Answer } from './cohort-groups';
export { FIVE_RUNS, matrixOf, numberedRows, runAnswers, uuidOf } from './fixtures';
export { MovingResultsApi, type MovingResultsApiOptions } from './moving-results-api';
export { mulberry32, simulateFalsePositiveRate } from '../math/change-point-simulation';
