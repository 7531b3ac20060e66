import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveRunFields } from './dataset/grading';
import type { QuestionResult } from './dataset/types';
import { ASSESSMENT_RESULT_SORTS, QUESTION_RESULT_SORTS, createDatabase } from './database';
import { createFakeApi } from './fake-api';

const BASE = 'http://fake.test/api/public/v1';
const START = Date.UTC(2026, 10, 22, 9, 0, 0);
const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

function liveFake(seed = 1) {
  const fake = createFakeApi({ seed, scale: 'small', now: () => START, minuteLimit: 100_000, dayLimit: 1_000_000 });
  async function list(path: string) {
    const response = await fake.handle(
      new Request(`${BASE}${path}`, { headers: { Authorization: `Bearer ${fake.apiKey}` } }),
    );
    expect(response.status, path).toBe(200);
    return (await response.json()) as {
      data: Array<Record<string, unknown> & { id: string }>;
      pagination: { total: number | null; has_more: boolean };
    };
  }
  const total = async (path: string) => {
    const separator = path.includes('?') ? '&' : '?';
    const counts = await Promise.all(
      (['standalone', 'pipeline'] as const).map(
        async (source) => (await list(`${path}${separator}source=${source}`)).pagination.total ?? NaN,
      ),
    );
    return counts.reduce((sum, count) => sum + count, 0);
  };
  return { fake, list, total };
}

describe('live changes to the fake (addAnswers, gradePending)', () => {
  it('adds answers the lists count and find, and grades pending ones the status filters see move', async () => {
    const { fake, list, total } = liveFake();
    const answersBefore = await total('/question-results');
    const pendingBefore = await total('/question-results?status=pending');
    const later = START + 60_000;

    const added = await fake.simulate.addAnswers(25, { now: later });
    const graded = await fake.simulate.gradePending(10, { now: later + 1000 });

    expect(added).toHaveLength(25);
    expect(graded).toHaveLength(10);
    expect(await total('/question-results')).toBe(answersBefore + 25);
    // New answers that arrived pending (some of them graded since), less every grading.
    const arrivedPending = added.filter((row) => row.status === 'pending' || graded.includes(row)).length;
    expect(await total('/question-results?status=pending')).toBe(pendingBefore + arrivedPending - graded.length);

    const createdAfter = encodeURIComponent(new Date(later).toISOString());
    const fresh = await Promise.all(
      (['standalone', 'pipeline'] as const).map((source) =>
        list(`/question-results?per_page=100&source=${source}&created_after=${createdAfter}`),
      ),
    );
    expect(fresh.flatMap((page) => ids(page.data)).sort()).toEqual(ids(added).sort());

    // Each status on its own: unable_to_grade rows have no score, so they sort with the ungraded.
    const gradedAt = new Date(later + 1000).toISOString();
    const recentlyGraded = await Promise.all(
      (['standalone', 'pipeline'] as const).flatMap((source) =>
        (['evaluated', 'unable_to_grade'] as const).map((status) =>
          list(`/question-results?per_page=100&source=${source}&status=${status}&sort=-evaluated_at`),
        ),
      ),
    );
    const onTop = recentlyGraded.flatMap((page) => {
      const count = page.data.findIndex((row) => row.evaluated_at !== gradedAt);
      return count === -1 ? page.data : page.data.slice(0, count);
    });
    expect(ids(onTop).sort()).toEqual(ids(graded).sort());
    for (const row of graded) {
      expect(row.evaluated_at).toBe(new Date(later + 1000).toISOString());
      if (row.status === 'evaluated') {
        expect(row.score).toBeGreaterThanOrEqual(0);
        expect(row.score).toBeLessThanOrEqual(100);
      } else {
        expect(row.status).toBe('unable_to_grade');
        expect(row.score).toBeNull();
      }
    }
  });

  it('keeps every sort order, both directions, exactly as a full re-sort would give it', async () => {
    const { fake } = liveFake();
    const db = await fake.ready;
    // Sort every order first, so the changes below must keep the cached orders sorted.
    for (const descending of [false, true]) {
      for (const field of QUESTION_RESULT_SORTS) db.sortedQuestionResults(field, descending);
      for (const field of ASSESSMENT_RESULT_SORTS) db.sortedAssessmentResults(field, descending);
    }
    for (let tick = 1; tick <= 5; tick++) {
      await fake.simulate.addAnswers(12, { now: START + tick * 10_000 });
      await fake.simulate.gradePending(8, { now: START + tick * 10_000 });
    }

    const resorted = createDatabase(db.dataset);
    for (const descending of [false, true]) {
      for (const field of QUESTION_RESULT_SORTS) {
        const kept = db.sortedQuestionResults(field, descending);
        expect(kept).toHaveLength(db.dataset.questionResults.length);
        expect(ids(kept), `${descending ? '-' : ''}${field}`).toEqual(
          ids(resorted.sortedQuestionResults(field, descending)),
        );
      }
      for (const field of ASSESSMENT_RESULT_SORTS) {
        expect(ids(db.sortedAssessmentResults(field, descending)), `${descending ? '-' : ''}${field}`).toEqual(
          ids(resorted.sortedAssessmentResults(field, descending)),
        );
      }
    }
  });

  it('puts a new scored answer first under -created_at and a new pending one first among the ungraded', async () => {
    const { fake, list } = liveFake();
    const added = await fake.simulate.addAnswers(30, { now: START + 5_000 });
    const newest = new Date(START + 5_000).toISOString();
    for (const source of ['standalone', 'pipeline'] as const) {
      const mine = added.filter((row) => row.source === source);
      const gradedNew = mine.filter((row) => row.score !== null);
      const pendingNew = mine.filter((row) => row.status === 'pending');
      const top = await list(`/question-results?per_page=100&source=${source}`);
      expect(ids(top.data.slice(0, gradedNew.length)).sort()).toEqual(ids(gradedNew).sort());
      const firstPending = await list(`/question-results?per_page=100&source=${source}&status=pending`);
      expect(ids(firstPending.data.slice(0, pendingNew.length)).sort()).toEqual(ids(pendingNew).sort());
      // Ascending, the new pending answers are the very last rows: ungraded last, newest last.
      const ascending = await list(`/question-results?per_page=1&source=${source}&sort=created_at`);
      const total = ascending.pagination.total ?? 0;
      const last = await list(`/question-results?per_page=1&page=${total}&source=${source}&sort=created_at`);
      if (pendingNew.length > 0) expect(last.data[0]?.created_at).toBe(newest);
    }
  });

  it('keeps every run derived from its answers: counts, mean score, status, completion', async () => {
    const { fake, list } = liveFake();
    const db = await fake.ready;
    const runsBefore = db.dataset.assessmentResults.length;
    for (let tick = 1; tick <= 20; tick++) {
      await fake.simulate.addAnswers(10, { now: START + tick * 10_000 });
      await fake.simulate.gradePending(15, { now: START + tick * 10_000 });
    }
    const runKey = (row: { source: string; candidate_id: string; assessment_id: string }) =>
      `${row.source}:${row.candidate_id}:${row.assessment_id}`;
    const answersByRun = new Map<string, QuestionResult[]>();
    for (const row of db.dataset.questionResults) {
      answersByRun.set(runKey(row), [...(answersByRun.get(runKey(row)) ?? []), row]);
    }
    const runs = db.dataset.assessmentResults;
    expect(runs.length).toBeGreaterThan(runsBefore);
    expect(new Set(runs.map(runKey)).size).toBe(runs.length);
    expect(runs.some((run) => run.completed_at !== null && run.created_at >= new Date(START).toISOString())).toBe(true);
    for (const run of runs) {
      const { question_count, ...fields } = run;
      expect(fields).toMatchObject(deriveRunFields(answersByRun.get(runKey(run)) ?? [], question_count));
    }
    const everyId = [...ids(db.dataset.questionResults), ...ids(runs)];
    expect(new Set(everyId).size).toBe(everyId.length);

    // Over HTTP too: the run of a graded answer shows it.
    const answer = db.dataset.questionResults.at(-1) as QuestionResult;
    const page = await list(
      `/assessment-results?source=${answer.source}&candidate_id=${answer.candidate_id}&assessment_id=${answer.assessment_id}`,
    );
    expect(page.data).toHaveLength(1);
    expect(page.data[0]).toMatchObject(
      deriveRunFields(answersByRun.get(runKey(answer)) ?? [], Number(page.data[0]?.question_count)),
    );
  });

  it('re-grades evaluated answers back to pending, into the ungraded tail, where gradePending finds them', async () => {
    const { fake, list } = liveFake();
    const db = await fake.ready;
    // A question whose answers fit on one page per source, so one request shows each list whole.
    const countOf = (id: string, source: string) =>
      db.dataset.questionResults.filter((row) => row.question_id === id && row.source === source).length;
    const questionId =
      db.dataset.questions.find((q) => countOf(q.id, 'standalone') <= 100 && countOf(q.id, 'pipeline') <= 100)?.id ??
      '';
    const key = (row: { source: string; candidate_id: string; assessment_id: string }) =>
      `${row.source}:${row.candidate_id}:${row.assessment_id}`;
    const runOf = (row: QuestionResult) => db.dataset.assessmentResults.find((run) => key(run) === key(row));

    const regraded = await fake.simulate.regrade(6, { now: START + 1000, questionId });

    expect(regraded).toHaveLength(6);
    for (const row of regraded) {
      expect(row).toMatchObject({ question_id: questionId, status: 'pending', score: null, evaluated_at: null });
      expect(runOf(row)?.status).toBe('pending');
    }
    for (const source of ['standalone', 'pipeline'] as const) {
      const page = await list(`/question-results?per_page=100&source=${source}&question_id=${questionId}`);
      expect(page.pagination.has_more).toBe(false);
      // Graded rows newest first, then every ungraded row (the re-graded among them), newest first.
      const ungraded = (row: Record<string, unknown>) => row.score === null || row.evaluated_at === null;
      const split = page.data.findIndex(ungraded);
      const tail = page.data.slice(split);
      expect(tail.every(ungraded)).toBe(true);
      expect(ids(tail)).toEqual(expect.arrayContaining(ids(regraded.filter((row) => row.source === source))));
      for (const block of [page.data.slice(0, split), tail]) {
        const created = block.map((row) => String(row.created_at));
        expect(created).toEqual(created.toSorted().reverse());
      }
    }

    const gradedAgain = await fake.simulate.gradePending(1000, { now: START + 2000, questionId });
    expect(ids(gradedAgain)).toEqual(expect.arrayContaining(ids(regraded)));
    expect(gradedAgain.every((row) => row.question_id === questionId)).toBe(true);
  });

  it('makes the same changes for the same seed, and other ones for another seed', async () => {
    const run = async (seed: number) => {
      const { fake } = liveFake(seed);
      const added = await fake.simulate.addAnswers(20, { now: START + 1000 });
      const graded = await fake.simulate.gradePending(20, { now: START + 2000 });
      const regraded = await fake.simulate.regrade(20, { now: START + 3000 });
      return JSON.stringify([added, graded, regraded]);
    };
    const first = await run(1);
    expect(await run(1)).toBe(first);
    expect(await run(2)).not.toBe(first);
  });
});

describe('live mode', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds and grades a few answers every interval on the fake clock, until stopped', async () => {
    vi.useFakeTimers({ now: START });
    const fake = createFakeApi({ scale: 'small', minuteLimit: 100_000, dayLimit: 1_000_000 });
    const db = await fake.ready;
    const count = () => db.dataset.questionResults.length;
    const gradedSince = (since: number) =>
      db.dataset.questionResults.filter(
        (row) => row.evaluated_at !== null && row.evaluated_at > new Date(since).toISOString(),
      ).length;
    const before = count();

    const stop = fake.startLive({ intervalMs: 5_000, answersPerTick: 2, gradingsPerTick: 3 });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(count()).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(count()).toBe(before + 2);
    const gradedAtFirstTick = db.dataset.questionResults.filter(
      (row) => row.evaluated_at === new Date(START + 5_000).toISOString() && row.created_at < row.evaluated_at,
    );
    expect(gradedAtFirstTick).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(count()).toBe(before + 6);
    expect(gradedSince(START + 5_000)).toBeGreaterThanOrEqual(6);

    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count()).toBe(before + 6);
  });

  it('starts after a delay and stops by itself after its ticks', async () => {
    vi.useFakeTimers({ now: START });
    const fake = createFakeApi({ scale: 'small', minuteLimit: 100_000, dayLimit: 1_000_000 });
    const db = await fake.ready;
    const count = () => db.dataset.questionResults.length;
    const before = count();

    fake.startLive({ intervalMs: 1_000, answersPerTick: 5, gradingsPerTick: 0, startAfterMs: 10_000, ticks: 3 });
    await vi.advanceTimersByTimeAsync(10_999);
    expect(count()).toBe(before);
    await vi.advanceTimersByTimeAsync(1);
    expect(count()).toBe(before + 5);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(count()).toBe(before + 15);
  });
});
