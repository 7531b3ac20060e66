import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { SOURCES, ANSWER_STATUSES } from '@assessment-insights/contract';
import type { StatisticsScope } from '../scope';
import { filterLedger } from './filter-ledger';
import { QuestionResultLedger, type LedgerRowInput } from './ledger';
import { ASSESSMENTS, fixtureRows, ledgerRows, QUESTIONS, statisticsScope } from './ledger-rows.test-support';

const listed = (values: readonly string[], value: string) => values.includes(value);

/**
 * The API's filter written on the rows themselves, independently of the ledger's codes
 * (docs/api-contract.md §6, src/mocks/handlers/results-list.ts), with filterLedger's choices for
 * what the ledger cannot tell apart: an unlisted status or source filter keeps every row of an
 * unlisted one.
 */
function apiKeeps(row: LedgerRowInput, { filter, assessment }: StatisticsScope): boolean {
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const given = (value: string | undefined) => value !== undefined && value !== '';
  const matchesName = (values: readonly string[], value: string, wanted: readonly string[]) =>
    listed(values, value) ? wanted.includes(value) : wanted.some((name) => !listed(values, name));
  const statuses = (filter.status ?? []).flatMap((item) => item.split(',')).filter((name) => name !== '');
  const created = Date.parse(row.created_at);
  return (
    (!given(filter.source) || matchesName(SOURCES, row.source, [filter.source ?? ''])) &&
    (statuses.length === 0 || matchesName(ANSWER_STATUSES, row.status, statuses)) &&
    (!given(filter.question_id) || same(row.question_id, filter.question_id ?? '')) &&
    (!given(filter.pipeline_id) || (row.pipeline_id !== null && same(row.pipeline_id, filter.pipeline_id ?? ''))) &&
    (!given(filter.candidate_id) || same(row.candidate_id, filter.candidate_id ?? '')) &&
    (!given(filter.created_after) || created >= Date.parse(filter.created_after ?? '')) &&
    (!given(filter.created_before) || created < Date.parse(filter.created_before ?? '')) &&
    (assessment === undefined ||
      (same(row.assessment_id, assessment.assessmentId) &&
        assessment.questionIds.some((id) => same(id, row.question_id))))
  );
}

const ledgerOf = (rows: readonly LedgerRowInput[]) => {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(rows);
  return ledger;
};

const ids = (ledger: QuestionResultLedger) => Array.from({ length: ledger.size }, (_, row) => ledger.rowId(row));

describe('filterLedger', () => {
  it('keeps exactly the rows the API answers for any filter and scope, in the ledger’s order', () => {
    fc.assert(
      fc.property(ledgerRows(), statisticsScope, (rows, scope) => {
        const filtered = filterLedger(ledgerOf(rows), scope);
        // Upserted in the same order, the kept rows make the same ledger, string table included.
        expect(filtered.toSnapshot()).toStrictEqual(ledgerOf(rows.filter((row) => apiKeeps(row, scope))).toSnapshot());
      }),
      { numRuns: 300 },
    );
  });

  it('matches status=evaluated on an evaluated row without a usable score', () => {
    const rows = fixtureRows();
    const evaluated = filterLedger(ledgerOf(rows), { filter: { status: ['evaluated'] } });
    // Rows 1 (72.5), 5 (an unlisted source), 6 (101), 7 (no score), 8 (0.1 + 0.2) and row 1's standalone twin.
    expect(ids(evaluated)).toEqual([1, 5, 6, 7, 8, 1].map((n) => rows[n - 1]?.id));
  });

  it('keeps rows of an unlisted status or source only when the filter names none or an unlisted one', () => {
    const ledger = ledgerOf(fixtureRows());
    const count = (scope: StatisticsScope) => filterLedger(ledger, scope).size;
    expect(count({ filter: { status: ['pending', 'evaluated', 'unable_to_grade'] } })).toBe(ledger.size - 1);
    expect(count({ filter: { status: ['archived'] } })).toBe(1);
    expect(count({ filter: { status: [] } })).toBe(ledger.size);
    expect(count({ filter: { source: 'pipeline' } })).toBe(ledger.size - 3);
    expect(count({ filter: { source: 'affiliate' } })).toBe(1);
    expect(count({ filter: { source: '' } })).toBe(ledger.size);
  });

  it('narrows an assessment scope to its assessment’s rows of its questions, ids in any case', () => {
    const rows = fixtureRows();
    const ledger = ledgerOf(rows);
    const [question, other] = [rows[0]!.question_id, QUESTIONS[1]!];
    const scope = (questionIds: string[], question_id?: string): StatisticsScope => ({
      filter: { question_id },
      assessment: { assessmentId: rows[0]!.assessment_id.toUpperCase(), questionIds },
    });
    const inAssessment = rows.filter((row) => row.assessment_id === rows[0]!.assessment_id);
    expect(filterLedger(ledger, scope([question.toUpperCase(), other])).size).toBe(inAssessment.length);
    expect(filterLedger(ledger, scope([question], other)).size).toBe(0);
    expect(filterLedger(ledger, scope([question, other], other.toUpperCase())).size).toBe(1);
    expect(
      filterLedger(ledger, { filter: {}, assessment: { assessmentId: ASSESSMENTS[1]!, questionIds: [] } }).size,
    ).toBe(0);
  });

  it('refuses a bound that is no date-time, as the API does', () => {
    expect(() => filterLedger(ledgerOf(fixtureRows()), { filter: { created_after: 'yesterday' } })).toThrow(
      'created_after is not a date-time: "yesterday".',
    );
  });
});
