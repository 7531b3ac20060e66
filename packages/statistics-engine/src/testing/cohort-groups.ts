import type { QuestionResult } from '@assessment-insights/contract';
import { numberedRows } from './fixtures';
import { QuestionResultLedger } from '../ledger/ledger';
import type { Cohort } from '../figures/compare/cohort-compare';

/** A score, or a pending / unable_to_grade answer. */
export type Answer = number | 'pending' | 'utg';
export const times = (count: number, answer: Answer): Answer[] => new Array<Answer>(count).fill(answer);

/** One cohort's own ledger (as a scope ledger would be), its rows by question in the order given. */
export function cohortOf(answers: Record<string, Answer[]>): Cohort {
  const rows: Array<Partial<QuestionResult>> = Object.entries(answers).flatMap(([question_id, list]) =>
    list.map((answer) => ({
      question_id,
      status: answer === 'pending' ? 'pending' : answer === 'utg' ? 'unable_to_grade' : 'evaluated',
      score: typeof answer === 'number' ? answer : null,
    })),
  );
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(numberedRows(rows));
  const rowsByQuestion = new Map<string, number[]>();
  for (let row = 0; row < ledger.size; row++) {
    const id = ledger.textOf(ledger.questionKey(row));
    rowsByQuestion.set(id, [...(rowsByQuestion.get(id) ?? []), row]);
  }
  return { ledger, rowsByQuestion };
}

// q1: 48 of 80 pass (80 points, else 40) in A, 56 of 70 in B: Newcombe's example (a), facility 64 vs 72.
export const pipelineA = cohortOf({
  q1: [...times(48, 80), ...times(32, 40), ...times(3, 'pending'), 'utg'],
  q2: [...times(10, 50), ...times(10, 60)],
  q3: times(5, 90),
  q4: times(12, 70),
});
export const pipelineB = cohortOf({
  q5: times(12, 70),
  q3: times(30, 90),
  q2: [...times(10, 60), ...times(10, 50)],
  q1: [...times(56, 80), ...times(14, 40)],
});
