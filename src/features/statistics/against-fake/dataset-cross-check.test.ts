import { beforeAll, describe, expect, it } from 'vitest';

import {
  bruteAssessment,
  bruteQuestionStats,
  roundNumbers,
  withoutBands,
  uuidOf,
} from '@assessment-insights/statistics-engine/testing';
import { demoWorkspaceDataset } from '@/testing/statistics-fixtures';
import {
  assessmentStats,
  QuestionResultLedger,
  questionStats,
  questionRows,
} from '@assessment-insights/statistics-engine';

type Dataset = ReturnType<typeof demoWorkspaceDataset>;
type Row = Dataset['questionResults'][number];

const PASS_MARKS = [70, 55];
let dataset: Dataset;

// The demo's 60,000 answers, generated once (about a second, more on a loaded machine).
beforeAll(() => {
  dataset = demoWorkspaceDataset();
}, 60_000);

function timed<T>(label: string, run: () => T, repeat = 1): T {
  let result: T | undefined;
  const times: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const start = performance.now();
    result = run();
    times.push(performance.now() - start);
  }
  const median = times.sort((a, b) => a - b)[Math.floor(repeat / 2)] ?? NaN;
  console.log(`${label}: ${median.toFixed(1)} ms${repeat > 1 ? ` (median of ${repeat})` : ''}`);
  return result as T;
}

describe('the engine against a brute-force computation over the demo dataset', () => {
  it('agrees per question over all its answers, incl. a question with > 250 answers per source and one with none', () => {
    const ledger = timed(`ledger of ${dataset.questionResults.length} rows`, () => {
      const built = new QuestionResultLedger();
      built.upsertAll(dataset.questionResults);
      return built;
    });
    const rowsOf = (questionId: string) => dataset.questionResults.filter((row) => row.question_id === questionId);
    const perSource = (questionId: string, source: string) =>
      rowsOf(questionId).filter((row) => row.source === source).length;
    const busiest = dataset.questions.find(
      (q) => perSource(q.id, 'standalone') > 250 && perSource(q.id, 'pipeline') > 250,
    );
    const unanswered = dataset.questions.find((q) => rowsOf(q.id).length === 0);
    expect(busiest && unanswered).toBeDefined();
    const checked = [busiest!, unanswered!, ...dataset.questions.slice(0, 8)];
    for (const { id } of checked)
      for (const passMark of PASS_MARKS) {
        const engine = questionStats(ledger, id, questionRows(ledger, id), passMark);
        expect(roundNumbers(engine)).toEqual(roundNumbers(bruteQuestionStats(id, rowsOf(id), passMark)));
      }
  });

  it('agrees for every question of every assessment: figures, discrimination, alpha, SEM, test assembly and ranking', () => {
    // Build the rarer cases by filter: in the largest assessment, one question loses all its
    // answers and another keeps only its pending ones; some runs retake questions.
    const largest = [...dataset.assessments].sort((a, b) => rowCount(b.id) - rowCount(a.id))[0]!;
    const [emptied, onlyPending] = largest.question_ids as [string, string];
    const filtered = dataset.questionResults.filter(
      (row) =>
        row.assessment_id !== largest.id ||
        (row.question_id !== emptied && (row.question_id !== onlyPending || row.status === 'pending')),
    );
    const rows = [...filtered, ...retakes(filtered.filter((row) => row.assessment_id === largest.id))];
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(rows);
    // The test-assembly cases the demo reaches: each must occur for the agreement to cover it.
    const seen = new Set<string>();

    for (const assessment of dataset.assessments) {
      const scopeRows = rows.filter((row) => row.assessment_id === assessment.id);
      const scope = { assessmentId: assessment.id, questionIds: assessment.question_ids };
      const repeat = assessment === largest ? 5 : 1;
      const engine = timed(
        `assessmentStats of ${scopeRows.length} answers (${assessment.name}) from the ${rows.length}-row ledger`,
        () => assessmentStats(ledger, scope, 70),
        repeat,
      );
      expect(roundNumbers(withoutBands(engine))).toEqual(
        roundNumbers(bruteAssessment(scopeRows, assessment.question_ids)),
      );
      for (const { alphaIfDropped, effectiveWeight } of engine.questions)
        seen
          .add(`alpha ${alphaIfDropped.hiddenReason ?? 'shown'}`)
          .add(`weight ${effectiveWeight.hiddenReason ?? 'shown'}`);
      for (const { reached, questions } of engine.lengthPlan.targets)
        seen.add(reached ? 'target reached' : questions === null ? 'target unplanned' : 'target planned');
      if (assessment === largest) {
        expect(engine.questions[0]?.counts.answers).toBe(0);
        expect(engine.questions[1]?.counts).toMatchObject({ evaluated: 0, unableToGrade: 0 });
        expect(engine.questions[1]?.counts.pending).toBeGreaterThan(0);
        expect(engine.reliability.alpha).not.toBeNull();
      }
    }
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'alpha not-included',
        'alpha shown',
        'target planned',
        'target reached',
        'weight negative-covariance',
        'weight not-included',
        'weight shown',
      ]),
    );
  });
});

function rowCount(assessmentId: string): number {
  return dataset.questionResults.filter((row) => row.assessment_id === assessmentId).length;
}

/**
 * Second answers to 90 evaluated answers, scored 100 − score: a day later (the retake counts), at
 * the same time with a smaller id (the first answer counts) or with a greater id (the retake counts).
 */
function retakes(rows: Row[]): Row[] {
  return rows
    .filter((row) => row.status === 'evaluated')
    .slice(0, 90)
    .map((row, index) => {
      const kind = index % 3;
      const created = Date.parse(row.created_at) + (kind === 0 ? 86_400_000 : 0);
      return {
        ...row,
        id: kind === 2 ? `ffffffff-0000-4000-8000-${String(index).padStart(12, '0')}` : uuidOf(index + 1),
        score: 100 - (row.score ?? 0),
        created_at: new Date(created).toISOString(),
      };
    });
}
