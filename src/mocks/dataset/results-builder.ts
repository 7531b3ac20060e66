import type { Catalog } from './catalog';
import { deriveRunFields, gradeAnswer, pendingChance } from './grading';
import { isoTime } from './iso-time';
import type { Random } from './random';
import type { AnswerStatus, AssessmentResult, Question, QuestionResult, Source } from './types';

/** The dataset ends here, whatever day it is generated on, so a seed always means the same data. */
export const DATASET_END = Date.UTC(2026, 10, 1);
export const DATASET_START = Date.UTC(2025, 4, 1); // 18 months earlier

const MINUTE = 60_000;
/** Two days in which the grader was down: every answer then, so whole runs, is unable_to_grade. */
const GRADER_OUTAGE = [Date.UTC(2026, 2, 2), Date.UTC(2026, 2, 4)] as const;

/** The grader's verdict on one answer given at `at` (epoch ms); `evaluatedAt` is null while pending. */
export interface Verdict {
  status: AnswerStatus;
  score: number | null;
  evaluatedAt: number | null;
}

/** Grades one answer, drawing from the builder's stream. */
export type Grader = (
  random: Random,
  answer: { question: Question; at: number; ability: number; pipelineId: string | null },
) => Verdict;

/** The assessments and questions runs are drawn over. */
export type RunCatalog = Pick<Catalog, 'assessmentById' | 'questionById'>;

/**
 * The dataset's grader: recent answers often pending (video and free text longer), the grader
 * outage, else the logistic model over the catalog's difficulty.
 */
export function logisticGrader(catalog: Pick<Catalog, 'difficultyOf'>): Grader {
  return (random, { question, at, ability, pipelineId }) => {
    const evaluatedAt = Math.min(at + random.int(1, 48 * 60) * MINUTE, DATASET_END - MINUTE);
    if (random.chance(pendingChance(question.type, DATASET_END - at)) || evaluatedAt <= at)
      return { status: 'pending', score: null, evaluatedAt: null };
    const outage = at >= GRADER_OUTAGE[0] && at < GRADER_OUTAGE[1];
    if (outage) return { status: 'unable_to_grade', score: null, evaluatedAt };
    const difficulty = catalog.difficultyOf(question.id, at, pipelineId);
    return { ...gradeAnswer(random, question.type, difficulty, ability), evaluatedAt };
  };
}

/** Runs and their answers, each run derived from its answers by the contract's rules (grading.ts). */
export class ResultsBuilder {
  readonly questionResults: QuestionResult[] = [];
  readonly assessmentResults: AssessmentResult[] = [];
  constructor(
    private readonly random: Random,
    private readonly catalog: RunCatalog,
    private readonly grade: Grader,
  ) {}

  addRun(
    source: Source,
    assessmentId: string,
    candidateId: string,
    pipelineId: string | null,
    start: number,
    finished: boolean,
    ability: number,
  ): void {
    const { random, catalog } = this;
    const assessment = catalog.assessmentById.get(assessmentId);
    if (!assessment) return;
    const questionIds = assessment.question_ids;
    // Unfinished runs: some not started at all, the rest stopped part-way.
    const answered = finished ? questionIds.length : random.chance(0.35) ? 0 : random.int(1, questionIds.length - 1);
    let at = start;
    const answers: QuestionResult[] = [];
    for (let i = 0; i < answered; i++) {
      const questionId = questionIds[i];
      const question = questionId ? catalog.questionById.get(questionId) : undefined;
      if (!question) continue;
      at += random.int(1, 9) * MINUTE + random.int(0, 59_999);
      const { status, score, evaluatedAt } = this.grade(random, { question, at, ability, pipelineId });
      const large = random.chance(1 / 1500);
      const row: QuestionResult = {
        id: random.uuid(),
        source,
        candidate_id: candidateId,
        question_id: question.id,
        assessment_id: assessmentId,
        pipeline_id: pipelineId,
        score,
        evaluated_at: evaluatedAt === null ? null : isoTime(evaluatedAt),
        created_at: isoTime(at),
        status,
        payload: { seed: random.int(1, 2 ** 31), type: question.type, hostile: random.chance(1 / 400), large },
      };
      answers.push(row);
      this.questionResults.push(row);
    }
    const derived = deriveRunFields(answers, questionIds.length);
    this.assessmentResults.push({
      id: random.uuid(),
      source,
      assessment_id: assessmentId,
      candidate_id: candidateId,
      pipeline_id: pipelineId,
      score: derived.score,
      status: derived.status,
      question_count: questionIds.length,
      answered_count: derived.answered_count,
      graded_count: derived.graded_count,
      created_at: isoTime(start),
      completed_at: derived.completed_at,
    });
  }
}
