import { describe, expect, it } from 'vitest';
import { generateDataset } from './dataset/generate';
import { createRandom } from './dataset/random';
import { runSteps } from './dataset/steps';
import type { AssessmentResult, QuestionResult } from './dataset/types';
import {
  ASSESSMENT_RESULT_SORTS,
  QUESTION_RESULT_SORTS,
  isUngradedAnswer,
  isUngradedRun,
  resultsComparator,
} from './database';
import { keyedOrderSteps, sortedOrderSteps, timestampMs, type SortValue } from './sorted-order';

const dataset = generateDataset(1, 'small');
const ids = (rows: ReadonlyArray<{ id: string }>) => rows.map((row) => row.id);
const id = (n: number) => `ffffffff-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Checks every way to the order against a stable sort with the comparator; whether the keys sufficed. */
function checkOrder<T extends { id: string }>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  descending: boolean,
  ungraded: (row: T) => boolean,
): boolean {
  const compare = resultsComparator(value, descending, ungraded);
  const expected = ids([...rows].sort(compare));
  const keyed = runSteps(keyedOrderSteps(rows, value, descending, ungraded, compare));
  expect(ids(runSteps(sortedOrderSteps(rows, value, descending, ungraded, compare)))).toEqual(expected);
  const opposite = [...rows].sort(resultsComparator(value, !descending, ungraded));
  expect(ids(runSteps(sortedOrderSteps(rows, value, descending, ungraded, compare, opposite)))).toEqual(expected);
  // An opposite that is not one (a stale order) is caught, not trusted.
  expect(ids(runSteps(sortedOrderSteps(rows, value, descending, ungraded, compare, [...rows])))).toEqual(expected);
  if (keyed) expect(ids(keyed)).toEqual(expected);
  return keyed !== undefined;
}

const answerTemplate = dataset.questionResults[0] as QuestionResult;
const runTemplate = dataset.assessmentResults[0] as AssessmentResult;
const tiedAnswer = dataset.questionResults[7] as QuestionResult;
const tiedRun = dataset.assessmentResults[7] as AssessmentResult;
const extraAnswers: QuestionResult[] = [
  { ...answerTemplate, id: id(1), score: null, evaluated_at: '2025-03-01T10:00:00.000Z' },
  { ...answerTemplate, id: id(2), score: 40, evaluated_at: null },
  { ...answerTemplate, id: id(3), score: null, evaluated_at: null },
  { ...tiedAnswer, id: id(4) },
  { ...tiedAnswer, id: '00000000-0000-4000-8000-000000000004' },
  { ...answerTemplate, id: id(5), created_at: '2025-03-01T10:00:00Z', evaluated_at: '2025-03-01T11:00:00Z' },
];
const extraRuns: AssessmentResult[] = [
  { ...runTemplate, id: id(1), score: 70, completed_at: null },
  { ...runTemplate, id: id(2), score: null, completed_at: '2025-03-01T10:00:00.000Z' },
  { ...runTemplate, id: id(3), score: null, completed_at: null },
  { ...tiedRun, id: id(4) },
  { ...tiedRun, id: '00000000-0000-4000-8000-000000000004' },
  { ...runTemplate, id: id(5), created_at: '2025-03-01T10:00:00Z', completed_at: '2025-03-01T11:00:00.5Z' },
];

describe('sorted orders from keys', () => {
  it('are the comparator’s, by the keys alone, for every order of the generated lists', () => {
    for (const descending of [false, true]) {
      for (const field of QUESTION_RESULT_SORTS) {
        const value = (row: QuestionResult) => row[field];
        expect(checkOrder(dataset.questionResults, value, descending, isUngradedAnswer)).toBe(true);
      }
      for (const field of ASSESSMENT_RESULT_SORTS) {
        const value = (row: AssessmentResult) => row[field];
        expect(checkOrder(dataset.assessmentResults, value, descending, isUngradedRun)).toBe(true);
      }
    }
  });

  it('are the comparator’s with nulls, ties on the key and timestamps in other formats', () => {
    for (const descending of [false, true]) {
      for (const field of QUESTION_RESULT_SORTS) {
        const value = (row: QuestionResult) => row[field];
        checkOrder([...extraAnswers, ...dataset.questionResults], value, descending, isUngradedAnswer);
      }
      for (const field of ASSESSMENT_RESULT_SORTS) {
        const value = (row: AssessmentResult) => row[field];
        checkOrder([...dataset.assessmentResults, ...extraRuns], value, descending, isUngradedRun);
      }
    }
  });

  it('fall back to the comparator where time order and text order differ, or keys are not timestamps', () => {
    interface Row {
      id: string;
      at: SortValue;
      done: boolean;
    }
    const random = createRandom(5);
    const formats = [
      (ms: number) => new Date(ms).toISOString(),
      (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z'),
      (ms: number) => new Date(ms).toISOString().slice(0, 19),
    ];
    const rows: Row[] = Array.from({ length: 400 }, (_, n) => {
      const ms = Date.UTC(2025, 0, 1) + Math.floor(random.next() * 20) * 500;
      const at = random.next() < 0.1 ? null : (formats[n % formats.length] as (ms: number) => string)(ms);
      return { id: id(Math.floor(random.next() * 1000) * 1000 + n), at, done: random.next() < 0.8 };
    });
    const value = (row: Row) => row.at;
    const ungraded = (row: Row) => !row.done;
    expect(checkOrder(rows, value, false, ungraded)).toBe(false);
    expect(checkOrder(rows, value, true, ungraded)).toBe(false);
    const words = rows.map((row, n) => ({ ...row, at: row.at === null ? null : `word ${n % 17}` }));
    expect(checkOrder(words, value, false, ungraded)).toBe(false);
    // Numbers beside text: the comparator itself has no consistent order then, so only the keys' refusal is checked.
    const mixed = rows.map((row, n) => ({ ...row, at: n % 2 ? row.at : n % 13 }));
    const compare = resultsComparator(value, true, ungraded);
    expect(runSteps(keyedOrderSteps(mixed, value, true, ungraded, compare))).toBeUndefined();
  });
});

describe('timestampMs', () => {
  it('is Date.parse, in the fake’s format, in others, and for dates outside the calendar', () => {
    const random = createRandom(9);
    const instants = Array.from({ length: 5_000 }, () => Math.floor(random.next() * Date.UTC(2200, 0, 1)));
    const texts = [...instants, 0, -1, Date.UTC(2024, 1, 29, 23, 59, 59, 999)].map((ms) => new Date(ms).toISOString());
    texts.push('0000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z', '1900-02-28T00:00:00.000Z');
    texts.push('1900-02-29T00:00:00.000Z', '2000-02-29T12:00:00.000Z', '2025-02-29T00:00:00.000Z');
    texts.push('2100-02-29T00:00:00.000Z', '2025-04-31T00:00:00.000Z', '2025-13-01T00:00:00.000Z');
    texts.push('2025-01-01T24:00:00.000Z', '2025-01-01T00:60:00.000Z', '2025-01-01T00:00:00.00xZ');
    texts.push('2025-01-01T00:00:00Z', '2025-01-01', '+002025-01-01T00:00:00.000Z', 'not a date');
    for (const text of texts) expect(Object.is(timestampMs(text), Date.parse(text)), text).toBe(true);
  });
});
