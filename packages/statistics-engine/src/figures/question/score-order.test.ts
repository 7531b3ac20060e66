import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { groupBy } from '@assessment-insights/contract';
import { sourceName } from '../../ledger/codes';
import { QuestionResultLedger } from '../../ledger/ledger';
import { ledgerRows } from '../../ledger/ledger-rows.test-support';
import { inSortOrder } from '../../math/score-summary';
import { utcMonth } from '../../math/shown';
import { numberedRows, uuidOf } from '../../testing/fixtures';
import { questionFigures } from './question-figures';
import { questionStats } from './question-stats';
import { groupingBy, rowFacts } from './grouped-figures';
import { scoreOrder } from './score-order';

const ledgerAndRows = ledgerRows(80).chain((rows) =>
  fc.tuple(fc.constant(rows), fc.shuffledSubarray(Array.from(rows.keys()))),
);

const ledgerOf = (rows: Parameters<QuestionResultLedger['upsertAll']>[0]) => {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(rows);
  return ledger;
};

describe('scoreOrder', () => {
  it('orders the scored rows by score as a sort would, then the others as given', () => {
    fc.assert(
      fc.property(ledgerAndRows, ([input, picks]) => {
        const ledger = ledgerOf(input);
        const order = [...scoreOrder(rowFacts(ledger, picks))];
        expect([...order].sort((a, b) => a - b)).toStrictEqual(picks.map((_, at) => at));
        const scored = order.filter((at) => ledger.isScored(picks[at] ?? 0));
        const scores = Float64Array.from(scored, (at) => ledger.score(picks[at] ?? 0));
        expect(inSortOrder(scores)).toBe(true);
        const others = order.filter((at) => !ledger.isScored(picks[at] ?? 0));
        expect(others).toStrictEqual([...others].sort((a, b) => a - b));
      }),
    );
  });
});

describe('groupingBy', () => {
  it('groups as groupBy does: groups in the order their key first appears, each row in its key’s', () => {
    fc.assert(
      fc.property(ledgerAndRows, ([input, picks]) => {
        const ledger = ledgerOf(input);
        const keyOf = (row: number) => ledger.pipelineKey(row);
        const { groupOf, keys } = groupingBy(picks, keyOf);
        const expected = groupBy(picks, keyOf);
        expect(keys).toStrictEqual([...expected.keys()]);
        picks.forEach((row, at) => expect(keys[groupOf[at] ?? -1]).toBe(keyOf(row)));
      }),
    );
  });
});

/** A question's answers as the figures see them: mostly graded, whole and half scores with ties, over a few months, sources and pipelines. */
const answers = fc.array(
  fc.record({
    status: fc.constantFrom('evaluated', 'evaluated', 'evaluated', 'pending', 'unable_to_grade', 'disputed'),
    score: fc.oneof(
      fc.integer({ min: 0, max: 20 }).map((half) => half * 5),
      fc.constantFrom(0, 72.5, 100, 101, -0),
    ),
    month: fc.integer({ min: 0, max: 5 }),
    day: fc.integer({ min: 1, max: 28 }),
    source: fc.constantFrom('pipeline', 'standalone', 'partner'),
    pipeline: fc.constantFrom(null, uuidOf(901), uuidOf(902)),
  }),
  { maxLength: 80 },
);

describe('questionStats in score order', () => {
  it('gives the whole, each source, pipeline and month the figures questionFigures gives of its rows', () => {
    fc.assert(
      fc.property(answers, fc.constantFrom(0, 50, 60, 100), (list, passMark) => {
        const ledger = ledgerOf(
          numberedRows(
            list.map(({ status, score, month, day, source, pipeline }) => ({
              status,
              score: status === 'pending' ? null : score,
              created_at: new Date(Date.UTC(2026, month, day)).toISOString(),
              source,
              pipeline_id: pipeline,
            })),
          ),
        );
        const picks = Array.from({ length: ledger.size }, (_, row) => row).reverse();
        const { bySource, byPipeline, monthly, questionId: _, ...whole } = questionStats(ledger, 'q', picks, passMark);
        const figuresOf = (keep: (row: number) => boolean) => questionFigures(ledger, picks.filter(keep), passMark);
        expect(whole).toStrictEqual(figuresOf(() => true));
        for (const { source, figures } of bySource)
          expect(figures).toStrictEqual(figuresOf((row) => sourceName(ledger.sourceCode(row)) === source));
        for (const { pipelineId, figures } of byPipeline) {
          const key = pipelineId === null ? -1 : ledger.keyOf(pipelineId);
          expect(figures).toStrictEqual(figuresOf((row) => ledger.pipelineKey(row) === key));
        }
        for (const point of monthly) {
          const figures = figuresOf((row) => utcMonth(ledger.createdAt(row)) === point.month);
          expect(point).toStrictEqual({
            month: point.month,
            answers: figures.counts.answers,
            n: figures.counts.evaluated,
            facility: figures.facility,
            successRate: figures.success.rate,
          });
        }
      }),
    );
  });
});
