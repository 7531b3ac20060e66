import { describe, expect, it } from 'vitest';

import { questionResultToWire } from '@/mocks/dataset/answers';
import { generateDataset } from '@/mocks/dataset/generate';
import {
  QuestionResultLedger,
  utcMonth,
  ledgerRow,
  watchedQuestion,
  leakWatch,
  similarAnswers,
} from '@assessment-insights/statistics-engine';

/**
 * The similar answers over the demo's answers as the API serves them, read as a statistics job
 * reads them (ledgerRow keeps a fingerprint, never the answer): the planted copies are found,
 * dated, and nothing else groups. The demo's other questions, all of them, are measured by
 * `npm run bench:stats`; here a dozen stand for them.
 */

const dataset = generateDataset(1);
const { plantedCopies: planted, plantedLeak } = dataset;
const typeOf = new Map(dataset.questions.map((question) => [question.id, question.type]));
const compared = dataset.questions.filter((question) => question.type === 'coding' || question.type === 'free_text');
const others = compared
  .filter((question) => question.id !== planted.leakedQuestionId && question.id !== planted.pair.questionId)
  .filter((_, i) => i % 4 === 0);
const read = new Set([planted.leakedQuestionId, planted.pair.questionId, ...others.map((question) => question.id)]);

const ledger = new QuestionResultLedger();
for (const row of dataset.questionResults)
  if (read.has(row.question_id)) ledger.upsert(ledgerRow(questionResultToWire(row)));

const kindOf = (questionId: string) => {
  const type = typeOf.get(questionId);
  if (type !== 'coding' && type !== 'free_text') throw new Error(`${questionId} is ${type}`);
  return type;
};
const DAY = 86_400_000;

describe('similar answers over the demo', () => {
  it('finds the leaked answer’s copies as one group, converging within a month of the leak', () => {
    const similar = similarAnswers(ledger, planted.leakedQuestionId, kindOf(planted.leakedQuestionId));
    expect(similar.fingerprinted).toBe(similar.answers);
    const [largest, ...rest] = similar.groups;
    expect(new Set(largest?.members.map((member) => member.id))).toEqual(new Set(planted.copyRowIds));
    expect(rest).toEqual([]);
    expect(largest?.converging).toBe(true);
    // A group that grows: no copy in the months before, then a rising share of each month's answers.
    const shares = largest?.months.map(({ month, share }) => [month, share] as const) ?? [];
    expect(shares.filter(([month]) => month < planted.copiedFromMonth).every(([, share]) => share === 0)).toBe(true);
    const since = similar.converging?.since ?? NaN;
    const leakedAt = Date.parse(plantedLeak.since);
    expect(since).toBeGreaterThanOrEqual(leakedAt);
    expect(since - leakedAt).toBeLessThan(31 * DAY);
    expect(utcMonth(since)).toBe('2026-04');
  });

  it('reads "likely leaked" with the score-based flag', () => {
    const kind = kindOf(planted.leakedQuestionId);
    const [entry] = leakWatch(ledger, [planted.leakedQuestionId]);
    if (!entry) throw new Error('The leaked question is not watched.');
    const both = watchedQuestion(entry, similarAnswers(ledger, planted.leakedQuestionId, kind).converging);
    expect(entry?.signal?.kind).toBe('possibly-leaked');
    expect(utcMonth(entry?.signal?.since ?? NaN)).toBe('2026-04');
    expect(both).toMatchObject({ likelyLeaked: true, flag: { kind: 'likely-leaked' } });
    expect(utcMonth(both.flag?.since ?? NaN)).toBe('2026-04');
  });

  it('finds the copied pair, and only it, in its question', () => {
    const similar = similarAnswers(ledger, planted.pair.questionId, kindOf(planted.pair.questionId));
    expect(similar.groups.map((group) => group.members.map((member) => member.id))).toEqual([planted.pair.rowIds]);
    expect(similar.converging).toBeNull();
  });

  it('groups no more than 3 independent answers in the other questions, and flags none', () => {
    expect(others.length).toBeGreaterThanOrEqual(10);
    for (const question of others) {
      const similar = similarAnswers(ledger, question.id, kindOf(question.id));
      expect(similar.fingerprinted).toBeGreaterThan(0.9 * similar.answers);
      expect(Math.max(0, ...similar.groups.map((group) => group.size))).toBeLessThanOrEqual(3);
      expect(similar.converging).toBeNull();
    }
  });
});
