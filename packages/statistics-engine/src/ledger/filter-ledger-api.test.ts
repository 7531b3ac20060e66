import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { fetchLedger } from '../reading/fetch';
import type { StatisticsScope } from '../scope';
import { numberedRows, uuidOf } from '../testing/fixtures';
import { MovingResultsApi } from '../testing/moving-results-api';
import { filterLedger } from './filter-ledger';
import type { QuestionResultLedger } from './ledger';
import type { LedgerRecord } from './records';
import { ledgerRecord } from './records';

/**
 * filterLedger against the API itself: a scope read from the list (the engine's fetchLedger,
 * paging each source) holds the same rows as the whole workspace read once and cut down to the
 * scope, as the team server serves it.
 */

const T0 = Date.UTC(2026, 2, 1);
const [A1, A2] = [uuidOf(1_001), uuidOf(1_002)];
const QUESTIONS = [uuidOf(2_001), uuidOf(2_002), uuidOf(2_003), uuidOf(2_004), uuidOf(2_005)];
/** The fifth question is asked in both assessments. */
const SHARED = QUESTIONS[4] ?? '';
const CANDIDATES = Array.from({ length: 7 }, (_, k) => uuidOf(3_001 + k));
const PIPELINES = [uuidOf(4_001), uuidOf(4_002)];
const at = (n: number) => new Date(T0 + n * 600_000).toISOString();

/** 360 answers: both sources past a page each, every status, an evaluated one with no score, created_at ties. */
function workspaceRows(): QuestionResult[] {
  return numberedRows(
    Array.from({ length: 360 }, (_, n): Partial<QuestionResult> => {
      const source = n % 3 === 0 ? 'standalone' : 'pipeline';
      const question = n % 5;
      const kind = n % 9;
      const status = kind === 6 ? 'pending' : kind === 7 ? 'unable_to_grade' : 'evaluated';
      const created = Math.floor(n / 2);
      return {
        source,
        question_id: QUESTIONS[question],
        assessment_id: question < 2 || (question === 4 && n % 2 === 0) ? A1 : A2,
        candidate_id: CANDIDATES[n % 7],
        pipeline_id: source === 'pipeline' ? (PIPELINES[n % 2] ?? null) : null,
        status,
        score: kind < 6 ? (n * 37) % 101 : null,
        created_at: at(created),
        evaluated_at: status === 'pending' ? null : at(created + 3),
        answer:
          n % 4 === 0
            ? {
                language: 'python',
                code: `def answer_${n % 3}(values):\n    return sorted(values)[${n % 5}] + ${n % 2}\n`,
              }
            : { selected: [n % 4] },
      };
    }),
  );
}

const SCOPES: Array<[string, StatisticsScope]> = [
  ['a source', { filter: { source: 'standalone' } }],
  ['a pipeline', { filter: { pipeline_id: PIPELINES[1] } }],
  ['a candidate', { filter: { candidate_id: CANDIDATES[2] } }],
  ['two statuses', { filter: { status: ['pending', 'unable_to_grade'] } }],
  ['evaluated, scored or not', { filter: { status: ['evaluated'] } }],
  ['date bounds on tied instants', { filter: { created_after: at(20), created_before: at(61) } }],
  ['a question', { filter: { question_id: SHARED } }],
  [
    'an assessment',
    { filter: {}, assessment: { assessmentId: A1, questionIds: [QUESTIONS[0]!, QUESTIONS[1]!, SHARED] } },
  ],
  [
    'an assessment’s question under a filter',
    {
      filter: { source: 'pipeline', question_id: SHARED, created_before: at(150) },
      assessment: { assessmentId: A2, questionIds: [QUESTIONS[2]!, QUESTIONS[3]!, SHARED] },
    },
  ],
  ['a combination', { filter: { source: 'pipeline', status: ['evaluated'], created_after: at(90) } }],
];

function recordsOf(ledger: QuestionResultLedger): LedgerRecord[] {
  const records = Array.from({ length: ledger.size }, (_, row) => ledgerRecord(ledger, row));
  const key = ({ source, id }: LedgerRecord) => `${source} ${id}`;
  return records.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

describe('filterLedger against a read of the API', () => {
  it.each(SCOPES)('holds the rows a read of %s holds', async (_, scope) => {
    const api = new MovingResultsApi({ rows: workspaceRows(), now: T0 + 30 * 86_400_000 });
    const read = (filter: StatisticsScope['filter'], assessment?: StatisticsScope['assessment']) =>
      fetchLedger({ filter, scope: assessment, fetchPage: api.fetchPage, now: api.now });
    const workspace = await read({});
    const scoped = await read(scope.filter, scope.assessment);
    expect([workspace.status, scoped.status]).toEqual(['complete', 'complete']);
    expect(workspace.rows).toBe(360);
    expect(recordsOf(workspace.ledger).filter((record) => record.fingerprint !== null)).toHaveLength(90);
    // Each scope keeps some rows and drops others, so the comparison says something.
    expect(scoped.rows).toBeGreaterThan(0);
    expect(scoped.rows).toBeLessThan(360);
    expect(recordsOf(filterLedger(workspace.ledger, scope))).toEqual(recordsOf(scoped.ledger));
  });
});
