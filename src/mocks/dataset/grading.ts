import type { Random } from './random';
import type { AnswerStatus, AssessmentResult, QuestionResult, QuestionType } from './types';

/**
 * The grader's model and the contract's derivation of a run from its answers: the generator and
 * live mode both grade and derive through here, so a live change is like a generated row.
 */

const DAY = 86_400_000;
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** How likely an answer of this age is still waiting: recent ones often; video and free text are graded more slowly. */
export function pendingChance(type: QuestionType, ageMs: number): number {
  const slow = type === 'video' || type === 'free_text';
  return ageMs < 3 * DAY ? 0.7 : ageMs < 14 * DAY ? (slow ? 0.25 : 0.05) : slow ? 0.03 : 0.01;
}

/** The grader's verdict on one answer: sometimes a failure, else a score from the logistic model. */
export function gradeAnswer(
  random: Random,
  type: QuestionType,
  difficulty: number,
  ability: number,
): { status: 'evaluated' | 'unable_to_grade'; score: number | null } {
  const failChance = type === 'video' ? 0.08 : type === 'free_text' ? 0.03 : type === 'coding' ? 0.02 : 0.004;
  if (random.chance(failChance)) return { status: 'unable_to_grade', score: null };
  const p = sigmoid(1.4 * (ability - difficulty));
  let score: number;
  if (type === 'multiple_choice') score = random.chance(p) ? 100 : 0;
  else if (type === 'coding') score = Math.round(Math.min(1, Math.max(0, p + random.normal(0, 0.15))) * 20) * 5;
  else score = Math.round(Math.min(100, Math.max(0, 100 * p + random.normal(0, 12))) * 10) / 10;
  return { status: 'evaluated', score };
}

type DerivedRunFields = Pick<AssessmentResult, 'score' | 'status' | 'answered_count' | 'graded_count' | 'completed_at'>;

/** A run's fields that follow from its answers (in answer order), by the contract's rules. */
export function deriveRunFields(answers: readonly QuestionResult[], questionCount: number): DerivedRunFields {
  let graded = 0;
  let scoreSum = 0;
  for (const answer of answers) {
    if (answer.status === 'evaluated' && answer.score !== null) {
      graded++;
      scoreSum += answer.score;
    }
  }
  const last = answers[answers.length - 1];
  return {
    score: graded === 0 ? null : Math.round((scoreSum / graded) * 100) / 100,
    status: deriveRunStatus(answers.map((answer) => answer.status)),
    answered_count: answers.length,
    graded_count: graded,
    completed_at: answers.length === questionCount && last ? last.created_at : null,
  };
}

/** The contract's ASSUMED derivation: any pending (or nothing yet) → pending; else any evaluated → evaluated. */
export function deriveRunStatus(statuses: readonly AnswerStatus[]): AnswerStatus {
  if (statuses.length === 0 || statuses.includes('pending')) return 'pending';
  return statuses.includes('evaluated') ? 'evaluated' : 'unable_to_grade';
}
