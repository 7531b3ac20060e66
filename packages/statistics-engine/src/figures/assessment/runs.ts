import type { KnownSource } from '@assessment-insights/contract';
import type { QuestionResultLedger } from '../../ledger/ledger';
import { OTHER_SOURCE, sourceName } from '../../ledger/codes';

/** docs/statistics.md: a run is the answers sharing (source, candidate_id, assessment_id) — never candidate_id alone. */
export interface RunKey {
  source: KnownSource;
  candidateId: string;
}

/**
 * An assessment scope's runs × questions: each cell is the run's latest evaluated answer to the
 * question (latest created_at; on a tie, the greater row id), NaN when it has none. Runs are in
 * (source, candidate) order.
 */
export interface RunMatrix {
  assessmentId: string;
  questionIds: readonly string[];
  runs: RunKey[];
  /** Row-major: scores[run * questionIds.length + question]. */
  scores: Float64Array;
}

export function runScore(matrix: RunMatrix, run: number, question: number): number {
  return matrix.scores[run * matrix.questionIds.length + question] ?? NaN;
}

/** Runs over rows whose assessment_id is `assessmentId`, for the questions listed (others are not in the scope). */
export function buildRunMatrix(
  ledger: QuestionResultLedger,
  assessmentId: string,
  questionIds: readonly string[],
): RunMatrix {
  const columnByKey = new Map<number, number>();
  questionIds.forEach((id, column) => {
    const key = ledger.keyOf(id);
    if (key !== undefined) columnByKey.set(key, column);
  });
  const assessmentKey = ledger.keyOf(assessmentId);
  const runByKey = new Map<number, number>();
  const runs: RunKey[] = [];
  // The winning row per cell, −1 for none yet; grown a run at a time.
  const latest: number[] = [];

  for (let row = 0; assessmentKey !== undefined && row < ledger.size; row++) {
    if (ledger.assessmentKey(row) !== assessmentKey || !ledger.isScored(row)) continue;
    const column = columnByKey.get(ledger.questionKey(row));
    if (column === undefined) continue;
    const source = ledger.sourceCode(row);
    const runKey = ledger.candidateKey(row) * (OTHER_SOURCE + 1) + source;
    let run = runByKey.get(runKey);
    if (run === undefined) {
      run = runs.length;
      runByKey.set(runKey, run);
      // isScored rows have a known source.
      runs.push({ source: sourceName(source) as KnownSource, candidateId: ledger.textOf(ledger.candidateKey(row)) });
      for (let column = 0; column < questionIds.length; column++) latest.push(-1);
    }
    const cell = run * questionIds.length + column;
    const current = latest[cell] ?? -1;
    if (current === -1 || isLater(ledger, row, current)) latest[cell] = row;
  }

  // Runs in key order, not in the order the pages arrived: every sum over runs then adds the same
  // numbers in the same order, so the same answers give the same figures to the last digit.
  const width = questionIds.length;
  const keys = runs.map(({ source, candidateId }) => `${source} ${candidateId}`);
  const order = runs.map((_, run) => run).sort((a, b) => compareText(keys[a], keys[b]));
  const scores = new Float64Array(latest.length).fill(NaN);
  order.forEach((run, position) => {
    for (let column = 0; column < width; column++) {
      const row = latest[run * width + column] ?? -1;
      if (row !== -1) scores[position * width + column] = ledger.score(row);
    }
  });
  return { assessmentId, questionIds, runs: order.map((run) => runs[run] as RunKey), scores };
}

function compareText(a = '', b = ''): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function isLater(ledger: QuestionResultLedger, row: number, than: number): boolean {
  const a = ledger.createdAt(row);
  const b = ledger.createdAt(than);
  return a !== b ? a > b : ledger.compareRowIds(row, than) > 0;
}
