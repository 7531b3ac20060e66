import { describe, expect, it } from 'vitest';

import { QuestionResultLedger } from '../ledger/ledger';
import { filterLedger } from '../ledger/filter-ledger';
import { numberedRows, runAnswers, simulatedGroup } from '../testing/index';
import type { RunMatrix } from '../figures/assessment/runs';
import { computeFigures } from './compute';
import { readyLedger } from './ready-ledger';
import { reviewReasons } from '../figures/assessment/test-assembly-review';
import { classificationConsistency } from '../figures/assessment/classification-consistency';
import { buildRunMatrix } from '../figures/assessment/runs';
import { rankFindings } from '../figures/overview/findings';

const QUESTIONS = 6;
const questionIds = Array.from({ length: QUESTIONS }, (_, index) => `q${index + 1}`);
const HOUR = 3_600_000;

/** Runs of one source as the API lists them, from a simulated group's matrix. */
function runsOf(matrix: RunMatrix, source: 'standalone' | 'pipeline', prefix: string) {
  return matrix.runs.map((_, run) => ({
    candidate: `${prefix}${run}`,
    source,
    scores: questionIds.map((__, question) => {
      const score = matrix.scores[run * QUESTIONS + question] ?? NaN;
      return Number.isNaN(score) ? undefined : score;
    }),
  }));
}

/** Standalone candidates, and weaker pipeline candidates for whom q3 is 25 points harder at equal ability. */
function workspace() {
  const standalone = simulatedGroup({ runs: 300, questions: QUESTIONS, ability: 0, seed: 11 });
  const pipeline = simulatedGroup({ runs: 300, questions: QUESTIONS, ability: -0.5, shifts: { 2: -25 }, seed: 12 });
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(
    numberedRows(
      runAnswers('a1', questionIds, [...runsOf(standalone, 'standalone', 's'), ...runsOf(pipeline, 'pipeline', 'p')]),
    ),
  );
  return ledger;
}

const request = { kind: 'overview', assessmentId: 'a1', questionIds, passMark: 60 } as const;

describe('an assessment’s overview', () => {
  const ledger = workspace();
  // runAnswers spaces runs an hour apart from 1 January 2026: 600 runs end 25 January.
  const asOf = Date.UTC(2026, 0, 1) + 600 * HOUR;

  it('finds the question unfair to pipeline candidates, as /compare’s fairness check of the two sources does', async () => {
    const ready = readyLedger(ledger, asOf);
    const overview = await computeFigures(ready, request, () => null);
    if (overview.kind !== 'overview') throw new Error(overview.kind);
    const bySource = (source: string) => readyLedger(filterLedger(ledger, { filter: { source } }), asOf);
    const compare = await computeFigures(
      bySource('standalone'),
      { kind: 'compare', other: 'B', assessmentId: 'a1', questionIds, passMark: 60 },
      () => bySource('pipeline'),
    );
    if (compare.kind !== 'compare') throw new Error(compare.kind);
    const unfair = compare.dif.questions.filter(
      ({ verdict }) => verdict === 'unfair-to-b' || verdict === 'unfair-to-a',
    );
    expect(unfair.map(({ questionId }) => questionId)).toEqual(['q3']);
    const found = overview.findings.flatMap(({ evidence, questionId }) =>
      evidence.kind === 'unfair-to-group' ? [{ questionId, group: evidence.group, gap: evidence.gap }] : [],
    );
    expect(found).toEqual([{ questionId: 'q3', group: 'pipeline', gap: unfair[0]?.gap?.estimate }]);
  });

  it('holds the page’s own figures: its runs, alpha, the pass/fail line at the pass mark and every reason to review', async () => {
    const ready = readyLedger(ledger, asOf);
    const overview = await computeFigures(ready, request, () => null);
    const page = await computeFigures(ready, { ...request, kind: 'assessment' }, () => null);
    if (overview.kind !== 'overview' || page.kind !== 'assessment') throw new Error('kinds');
    expect(overview.runs).toBe(page.stats.runs);
    expect(overview.reliability).toStrictEqual(page.stats.reliability);
    expect(overview.line).toStrictEqual(classificationConsistency(buildRunMatrix(ledger, 'a1', questionIds), 60));
    const reasons = page.stats.questions.flatMap((question) =>
      reviewReasons(question, page.stats.reliability).map((reason) => `${question.questionId} ${reason.kind}`),
    );
    const found = overview.findings.map(({ questionId, evidence }) => `${questionId} ${evidence.kind}`);
    for (const reason of reasons) expect(found).toContain(reason);
  });

  it('counts a finding’s recent candidates by (source, candidate) over the last 30 days only', async () => {
    // One question answered by the same id as a standalone invitee and as a pipeline candidate,
    // recently, and by one more candidate 40 days earlier.
    const small = new QuestionResultLedger();
    const day = 86_400_000;
    const at = (ms: number) => new Date(ms).toISOString();
    const now = Date.UTC(2026, 5, 1);
    small.upsertAll(
      numberedRows(
        [
          { source: 'standalone', candidate_id: 'c1', created_at: at(now - day) },
          { source: 'pipeline', candidate_id: 'c1', created_at: at(now - 2 * day) },
          { source: 'pipeline', candidate_id: 'c1', created_at: at(now - 3 * day) },
          { source: 'pipeline', candidate_id: 'c2', created_at: at(now - 40 * day) },
        ].map((row) => ({
          ...row,
          assessment_id: 'a1',
          question_id: 'q1',
          pipeline_id: row.source === 'pipeline' ? 'p1' : null,
          status: 'evaluated' as const,
          score: 2,
          evaluated_at: row.created_at,
        })),
      ),
    );
    // 4 answers all near 0 out of 100: very hard, but under 30 evaluated answers gives no reason.
    const overview = await computeFigures(readyLedger(small, now), { ...request, questionIds: ['q1'] }, () => null);
    if (overview.kind !== 'overview') throw new Error(overview.kind);
    expect(overview.findings).toEqual([]);
    const { reachOf } = await import('../figures/overview/recent-runs');
    const reach = reachOf(small, new Map([['q1', [0, 1, 2, 3]]]), now);
    expect(reach.byQuestion.get('q1')).toEqual({ recentRuns: 2, firstAnswer: now - 40 * day });
    expect(reach.assessment).toEqual({ recentRuns: 2, firstAnswer: now - 40 * day });
  });

  it('ranks the most severe first, then by the recent candidates a finding touches', () => {
    const ranked = rankFindings([
      { severity: 3, recentRuns: 90, id: 'a' },
      { severity: 1, recentRuns: 5, id: 'b' },
      { severity: 2, recentRuns: 10, id: 'c' },
      { severity: 1, recentRuns: 50, id: 'd' },
      { severity: 1, recentRuns: 50, id: 'e' },
    ]);
    expect(ranked.map(({ id }) => id)).toEqual(['d', 'e', 'b', 'c', 'a']);
  });
});
