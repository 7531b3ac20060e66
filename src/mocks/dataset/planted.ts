import type { Random } from './random';
import { isoTime } from './iso-time';
import type {
  Assessment,
  PlantedLeak,
  PlantedSlowGrading,
  PlantedUnfairQuestion,
  Question,
  QuestionResult,
} from './types';

/**
 * What the demo plants for the leak watch, grading health and the fairness check to find (and for
 * tests to prove they do): a leaked question, a month of slow grading and a question unfair to one
 * pipeline's candidates. Each is drawn so that no row outside it changes.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * The demo's planted leak: one question of the first assessment (a pipeline's first
 * stage, so answered often) becomes much easier from a fixed day, as if its answer had been
 * published: its first question of middling difficulty, so the rise is plain on a 0–100 scale.
 * The leak watch must find it, and flag no stable question.
 */
const LEAK_SINCE = Date.UTC(2026, 3, 15);
/** On the logistic model's scale (1.4 × (ability − difficulty)): a facility of ~40 becomes ~80. */
export const LEAK_DIFFICULTY_DROP = 2.2;

export function plantLeak(assessment: Assessment | undefined, difficulty: ReadonlyMap<string, number>): PlantedLeak {
  const questionId = assessment?.question_ids.find((id) => {
    const value = difficulty.get(id) ?? 0;
    return value >= 0 && value <= 1.5;
  });
  return { questionId: questionId ?? '', since: isoTime(LEAK_SINCE) };
}

/**
 * For the fairness check: one question of an assessment two pipelines share is harder for one
 * pipeline's candidates than for others of equal ability (jargon the graduates were never taught),
 * on the logistic model's scale. That pipeline's candidates are also weaker on the whole
 * assessment (catalog.ts): /compare must flag this question, and not the others.
 */
export const UNFAIR_DIFFICULTY_RISE = 1.2;

/** Its first scored-by-rubric question (not multiple choice) of easy to middling difficulty, so the gap shows on 0–100. */
export function plantUnfairQuestion(
  assessment: Assessment | undefined,
  pipelineId: string,
  {
    questionById,
    difficulty,
  }: { questionById: ReadonlyMap<string, Question>; difficulty: ReadonlyMap<string, number> },
): PlantedUnfairQuestion {
  const questionId = assessment?.question_ids.find((id) => {
    const value = difficulty.get(id) ?? 0;
    return questionById.get(id)?.type !== 'multiple_choice' && value >= -1.5 && value <= 0;
  });
  return { questionId: questionId ?? '', assessmentId: assessment?.id ?? '', pipelineId };
}

/** The month the demo's grader was slow on one question ("check the grader"). */
const SLOW_GRADING_MONTH = '2026-06';

/**
 * The demo's planted grading incident: in June 2026 one question's answers took 4 to 8 days to
 * grade instead of up to 2, so grading health flags it "check the grader" (the grader outage of
 * March 2026 flags unable-to-grade jumps on a few questions too). Only evaluated_at
 * moves (no status, no score, no run changes), drawn from a stream of its own.
 */
export function slowDownGrading(
  rows: QuestionResult[],
  { random, leakedQuestionId, latest }: { random: Random; leakedQuestionId: string; latest: number },
): PlantedSlowGrading {
  // The question graded most that month (not the leaked one): enough answers to judge the month.
  const gradedThen = new Map<string, number>();
  for (const row of rows) {
    if (row.evaluated_at === null || !row.created_at.startsWith(SLOW_GRADING_MONTH)) continue;
    if (row.question_id === leakedQuestionId) continue;
    gradedThen.set(row.question_id, (gradedThen.get(row.question_id) ?? 0) + 1);
  }
  const questionId = [...gradedThen].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1))[0]?.[0] ?? '';
  for (const row of rows) {
    if (row.question_id !== questionId || row.evaluated_at === null) continue;
    if (!row.created_at.startsWith(SLOW_GRADING_MONTH)) continue;
    const delay = 4 * DAY + random.int(0, 4 * 24 * 60) * MINUTE;
    row.evaluated_at = isoTime(Math.min(Date.parse(row.created_at) + delay, latest));
  }
  return { questionId, month: SLOW_GRADING_MONTH };
}
