/**
 * Generated ledger rows and scopes for the ledger's property tests: few distinct ids of each kind
 * (so filters match some rows and miss others), one of them also in upper case, statuses and
 * sources the contract does not list, scores that are no usable score, and fingerprints.
 */
import fc from 'fast-check';

import { numberedRows, uuidOf } from '../testing/fixtures';
import type { StatisticsScope } from '../scope';
import type { LedgerRowInput } from './ledger';

const T0 = Date.UTC(2026, 0, 1);
const MINUTE = 60_000;

const pool = (from: number, count: number) => Array.from({ length: count }, (_, k) => uuidOf(from + k));
export const QUESTIONS = [...pool(100, 4), uuidOf(100).toUpperCase()];
export const ASSESSMENTS = [...pool(200, 2), uuidOf(200).toUpperCase()];
export const CANDIDATES = [...pool(300, 4), uuidOf(300).toUpperCase()];
export const PIPELINES = [...pool(400, 2), uuidOf(400).toUpperCase()];
export const SOURCES_SEEN = ['standalone', 'pipeline', 'partner'];
export const STATUSES_SEEN = ['pending', 'evaluated', 'unable_to_grade', 'disputed'];

/** A minute within the generated rows' span, as an ISO date-time (milliseconds sometimes set). */
const instant = fc
  .tuple(fc.integer({ min: 0, max: 200 }), fc.constantFrom(0, 0, 0, 1, 999))
  .map(([minutes, ms]) => new Date(T0 + minutes * MINUTE + ms).toISOString());

const score = fc.oneof(
  fc.constant(null),
  fc.integer({ min: 0, max: 100 }),
  fc.constantFrom(72.5, 0.1 + 0.2, 101, -5, Number.MAX_VALUE),
  fc.double(),
);

const fingerprint = fc.oneof(fc.constant(undefined), fc.constant(null), fc.uint32Array({ minLength: 1, maxLength: 6 }));

/** A row's fields but its id and source. */
const rowFields = fc.record({
  question_id: fc.constantFrom(...QUESTIONS),
  assessment_id: fc.constantFrom(...ASSESSMENTS),
  candidate_id: fc.constantFrom(...CANDIDATES),
  pipeline_id: fc.option(fc.constantFrom(...PIPELINES), { nil: null }),
  status: fc.constantFrom(...STATUSES_SEEN),
  score,
  created_at: instant,
  evaluated_at: fc.option(instant, { nil: null }),
  fingerprint,
});

/** Rows unique by (source, id); the same id under two sources happens (two answers). */
export const ledgerRows = (maxLength = 60, minLength = 0): fc.Arbitrary<LedgerRowInput[]> =>
  fc
    .uniqueArray(fc.tuple(fc.constantFrom(...SOURCES_SEEN), fc.integer({ min: 1, max: 400 })), {
      minLength,
      maxLength,
      selector: ([source, n]) => `${source} ${n}`,
    })
    .chain((keys) =>
      fc.tuple(...keys.map(() => rowFields)).map((fields) =>
        fields.map((row, k): LedgerRowInput => {
          const [source, n] = keys[k] ?? ['pipeline', 0];
          return { id: uuidOf(n), source, ...row };
        }),
      ),
    );

const maybe = <T>(value: fc.Arbitrary<T>) => fc.option(value, { nil: undefined, freq: 2 });

/** Any filter the explorer can send, and sometimes an assessment scope over some of the questions. */
export const statisticsScope: fc.Arbitrary<StatisticsScope> = fc.record({
  filter: fc.record(
    {
      source: maybe(fc.constantFrom(...SOURCES_SEEN, '')),
      question_id: maybe(fc.constantFrom(...QUESTIONS)),
      pipeline_id: maybe(fc.constantFrom(...PIPELINES)),
      candidate_id: maybe(fc.constantFrom(...CANDIDATES)),
      status: maybe(fc.subarray(STATUSES_SEEN)),
      created_after: maybe(instant),
      created_before: maybe(instant),
    },
    { requiredKeys: [] },
  ),
  assessment: maybe(
    fc.record({
      assessmentId: fc.constantFrom(...ASSESSMENTS),
      questionIds: fc.subarray(QUESTIONS),
    }),
  ),
});

/**
 * A row of each kind the ledger codes apart: graded with a fingerprint, pending, unable to grade,
 * a status and a source the contract does not list, an evaluated row with no usable score, one
 * with a score no Float32 holds, and the same id under the other source.
 */
export function fixtureRows(): LedgerRowInput[] {
  const rows = numberedRows([
    { score: 72.5, created_at: '2026-05-03T10:42:00.123Z' },
    { source: 'standalone', pipeline_id: null, status: 'pending', score: null, evaluated_at: null },
    { status: 'unable_to_grade', score: null, candidate_id: CANDIDATES[1] },
    { status: 'disputed', score: 40, question_id: QUESTIONS[1] },
    { source: 'partner', pipeline_id: null, score: 55, assessment_id: ASSESSMENTS[1] },
    { score: 101 },
    { score: null },
    { score: 0.1 + 0.2, pipeline_id: PIPELINES[1] },
  ]);
  const fingerprints = [Uint32Array.of(3, 9, 27), null, undefined, Uint32Array.of(0xffffffff)];
  const withFingerprints = rows.map((row, k): LedgerRowInput => ({ ...row, fingerprint: fingerprints[k % 4] }));
  const first = withFingerprints[0];
  return first === undefined
    ? withFingerprints
    : [...withFingerprints, { ...first, source: 'standalone', pipeline_id: null }];
}
