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
  const width = questionIds.length;
  const columnOfKey = columnsByKey(ledger, questionIds);
  const assessmentKey = ledger.keyOf(assessmentId);
  const runByKey = new Map<number, number>();
  const runs: RunKey[] = [];
  // The winning row per cell, −1 for none yet; grown a run at a time.
  let latest = new Int32Array(Math.max(16, width * 64)).fill(-1);

  for (let row = 0; assessmentKey !== undefined && row < ledger.size; row++) {
    if (ledger.assessmentKey(row) !== assessmentKey || !ledger.isScored(row)) continue;
    const column = columnOfKey[ledger.questionKey(row)] ?? -1;
    if (column < 0) continue;
    const source = ledger.sourceCode(row);
    const runKey = ledger.candidateKey(row) * (OTHER_SOURCE + 1) + source;
    let run = runByKey.get(runKey);
    if (run === undefined) {
      run = runs.length;
      runByKey.set(runKey, run);
      // isScored rows have a known source.
      runs.push({ source: sourceName(source) as KnownSource, candidateId: ledger.textOf(ledger.candidateKey(row)) });
      if (runs.length * width > latest.length) {
        const grown = new Int32Array(latest.length * 2).fill(-1);
        grown.set(latest);
        latest = grown;
      }
    }
    const cell = run * width + column;
    const current = latest[cell] ?? -1;
    if (current === -1 || isLater(ledger, row, current)) latest[cell] = row;
  }

  // Runs in key order, not in the order the pages arrived: every sum over runs then adds the same
  // numbers in the same order, so the same answers give the same figures to the last digit.
  const order = keyOrder(runs);
  const scores = new Float64Array(runs.length * width).fill(NaN);
  order.forEach((run, position) => {
    for (let column = 0; column < width; column++) {
      const row = latest[run * width + column] ?? -1;
      if (row !== -1) scores[position * width + column] = ledger.score(row);
    }
  });
  return { assessmentId, questionIds, runs: Array.from(order, (run) => runs[run] as RunKey), scores };
}

/** Each question key's column (−1: not listed), indexed by key; a listed id repeated takes its last column. */
function columnsByKey(ledger: QuestionResultLedger, questionIds: readonly string[]): Int32Array {
  const keys = questionIds.map((id) => ledger.keyOf(id) ?? -1);
  const columns = new Int32Array(Math.max(0, ...keys) + 1).fill(-1);
  keys.forEach((key, column) => {
    if (key >= 0) columns[key] = column;
  });
  return columns;
}

/**
 * The runs' indexes in order of `${source} ${candidateId}` as strings compare: by source, then
 * candidate (a source name is letters, so the space after one sorts before any further letter of
 * a longer one). Sorted as numbers: each candidate id's rank among them (a sort of the strings
 * alone, without a callback), then source, rank and run packed into one number below 2⁵³.
 */
function keyOrder(runs: readonly RunKey[]): Int32Array {
  const ids = [...new Set(runs.map(({ candidateId }) => candidateId))].sort();
  const rankOf = new Map(ids.map((id, rank) => [id, rank]));
  const sources = [...new Set(runs.map(({ source }) => source))].sort();
  const sourceRank = new Map(sources.map((source, rank) => [source, rank]));
  const packed = new Float64Array(runs.length);
  runs.forEach(({ source, candidateId }, run) => {
    const key = (sourceRank.get(source) ?? 0) * ids.length + (rankOf.get(candidateId) ?? 0);
    packed[run] = key * runs.length + run;
  });
  packed.sort();
  return Int32Array.from(packed, (value) => value % runs.length);
}

function isLater(ledger: QuestionResultLedger, row: number, than: number): boolean {
  const a = ledger.createdAt(row);
  const b = ledger.createdAt(than);
  return a !== b ? a > b : ledger.compareRowIds(row, than) > 0;
}
