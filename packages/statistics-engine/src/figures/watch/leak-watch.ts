import type { QuestionResultLedger } from '../../ledger/ledger';
import { inTimeOrder } from '../../ledger/time-order';
import { changePointOfSorted, type ChangePoint } from '../../math/change-point';
import { type ChangePointOptions } from '../../thresholds/index';

export interface LeakWatchEntry {
  questionId: string;
  /** Evaluated answers the test ran on. */
  evaluated: number;
  /** Null below 2 · minSide evaluated answers. */
  changePoint: ChangePoint | null;
  /** When the test flagged a change: a rise reads "possibly leaked", a fall "became harder"; else null. */
  signal: ScoreSignal | null;
}

export type ScoreSignalKind = 'possibly-leaked' | 'became-harder';

/** What a flag says of a question, and since when: epoch ms, the app names its UTC month. */
export interface LeakSignal<Kind extends string = ScoreSignalKind> {
  kind: Kind;
  since: number;
}
export type ScoreSignal = LeakSignal<ScoreSignalKind>;

/** The watch over a ledger: one pass groups the evaluated rows by question, then one test each. */
export function leakWatch(
  ledger: QuestionResultLedger,
  questionIds: readonly string[],
  options: ChangePointOptions = {},
): LeakWatchEntry[] {
  const rowsByKey = new Map<number, number[]>();
  for (const id of questionIds) {
    const key = ledger.keyOf(id);
    if (key !== undefined) rowsByKey.set(key, []);
  }
  // Each watched key's list by key, a table rather than a Map lookup per row.
  const lists: Array<number[] | undefined> = new Array<number[] | undefined>(Math.max(0, ...rowsByKey.keys()) + 1);
  for (const [key, rows] of rowsByKey) lists[key] = rows;
  for (let row = 0; row < ledger.size; row++) {
    const rows = lists[ledger.questionKey(row)];
    if (rows && ledger.isScored(row)) rows.push(row);
  }
  const results = new Map<number, Omit<LeakWatchEntry, 'questionId'>>();
  return questionIds.map((questionId) => {
    const key = ledger.keyOf(questionId) ?? -1;
    let result = results.get(key);
    if (!result) {
      result = watchRows(ledger, rowsByKey.get(key) ?? [], options);
      results.set(key, result);
    }
    return { questionId, ...result };
  });
}

function watchRows(
  ledger: QuestionResultLedger,
  rows: readonly number[],
  options: ChangePointOptions,
): Omit<LeakWatchEntry, 'questionId'> {
  // Same created_at: the row id decides, so a refetch in another order gives the same answer.
  const ordered = inTimeOrder(ledger, rows);
  const at = new Float64Array(ordered.length);
  const scores = new Float64Array(ordered.length);
  ordered.forEach((row, i) => {
    at[i] = ledger.createdAt(row);
    scores[i] = ledger.score(row);
  });
  const changePoint = changePointOfSorted(at, scores, options);
  return { evaluated: rows.length, changePoint, signal: changePoint?.flagged ? scoreSignal(changePoint) : null };
}

export function scoreSignal({ direction, at }: Pick<ChangePoint, 'direction' | 'at'>): ScoreSignal {
  return { kind: direction === 'rise' ? 'possibly-leaked' : 'became-harder', since: at };
}
