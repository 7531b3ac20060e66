import { FREE_TEXT_SENTENCES, codeLanguageOf, freeTextShape } from './answers';
import { isoTime } from './iso-time';
import { createRandom, type Random } from './random';
import type {
  Assessment,
  PlantedCopies,
  PlantedLeak,
  PlantedSlowGrading,
  PlantedUnfairQuestion,
  Question,
  QuestionResult,
} from './types';

/**
 * What the demo plants for the leak watch, grading health, the fairness check and the similarity
 * check to find (and for tests to prove they do): a leaked question, a month of slow grading, a
 * question unfair to one pipeline's candidates and copied answers. Each is drawn so that no row
 * outside it changes.
 */

const MINUTE = 60_000;
const HOUR = 3_600_000;
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

/** Of the leaked question's answers in each month from the leak's (UTC), the share that are copies. */
export const LEAK_COPY_SHARES = [0.2, 0.35, 0.5, 0.7] as const;

/**
 * Copies for a similarity check to find, drawn from `random` alone and changing only the chosen
 * rows' `payload.copy` (no score, status, id or time): the leaked question's published answer,
 * copied by a growing share of its answers from the leak date (LEAK_COPY_SHARES, then 70%), and one
 * pair of candidates with the same program on a coding question of another assessment.
 */
export function plantCopies(
  rows: QuestionResult[],
  {
    random,
    leak,
    questionById,
    avoid,
  }: { random: Random; leak: PlantedLeak; questionById: ReadonlyMap<string, Question>; avoid: readonly string[] },
): PlantedCopies {
  const plain = (row: QuestionResult) => !row.payload.hostile && !row.payload.large;
  // Only a free-text or coding answer is copied (the demo's leaked question is free text).
  const type = questionById.get(leak.questionId)?.type;
  const copied = type === 'free_text' || type === 'coding' ? type : null;
  const leakedAnswerSeed = copied ? publishedAnswer(random, copied) : 0;
  const since = leak.since;
  const copiedFromMonth = since.slice(0, 7);
  const byMonth = new Map<string, QuestionResult[]>();
  for (const row of rows) {
    if (row.question_id !== leak.questionId || row.created_at < since) continue;
    const month = row.created_at.slice(0, 7);
    const list = byMonth.get(month);
    if (list) list.push(row);
    else byMonth.set(month, [row]);
  }
  const copyRows = new Set<QuestionResult>();
  for (const [month, monthRows] of [...byMonth].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const index = monthsBetween(copiedFromMonth, month);
    const share = LEAK_COPY_SHARES[Math.min(index, LEAK_COPY_SHARES.length - 1)] ?? 0;
    // Copies lean to the better-scored answers: a model answer mostly passes.
    const ranked = monthRows
      .filter((row) => plain(row) && row.payload.type === copied)
      .map((row) => ({ row, rank: random.next() + (row.score ?? 50) / 200 }))
      .sort((a, b) => b.rank - a.rank);
    for (const { row } of ranked.slice(0, Math.round(share * monthRows.length))) copyRows.add(row);
  }
  for (const row of rows) {
    if (copyRows.has(row)) row.payload.copy = { of: leakedAnswerSeed, edit: random.int(1, 2 ** 31) };
  }
  const pair = plantPair(rows, { random, leak, questionById, avoid });
  return {
    leakedQuestionId: leak.questionId,
    leakedAnswerSeed,
    copiedFromMonth,
    copyRowIds: rows.filter((row) => copyRows.has(row)).map((row) => row.id),
    pair,
  };
}

/** The published answer's seed: free text in English and of the longest, as a model answer is; code not SQL. */
function publishedAnswer(random: Random, type: 'free_text' | 'coding'): number {
  for (;;) {
    const seed = random.int(1, 2 ** 31);
    if (type === 'coding' && codeLanguageOf(seed) !== 'sql') return seed;
    const shape = freeTextShape(createRandom(seed));
    if (type === 'free_text' && shape.language === 'en' && shape.sentences === FREE_TEXT_SENTENCES[1]) return seed;
  }
}

/** Two different candidates, the second handing in the first's program (not SQL) up to two weeks later. */
function plantPair(
  rows: QuestionResult[],
  { random, leak, questionById, avoid }: Parameters<typeof plantCopies>[1],
): PlantedCopies['pair'] {
  const leakedAssessments = new Set(questionById.get(leak.questionId)?.assessment_ids ?? []);
  const answered = new Map<string, QuestionResult[]>();
  for (const row of rows) {
    if (row.payload.type !== 'coding' || row.payload.hostile || row.payload.large) continue;
    const list = answered.get(row.question_id);
    if (list) list.push(row);
    else answered.set(row.question_id, [row]);
  }
  const questions = [...answered.keys()].filter((id) => {
    const question = questionById.get(id);
    return !avoid.includes(id) && !question?.assessment_ids.some((assessment) => leakedAssessments.has(assessment));
  });
  const questionId = questions.length > 0 ? random.pick(questions.sort()) : '';
  const candidates = (answered.get(questionId) ?? []).filter((row) => codeLanguageOf(row.payload.seed) !== 'sql');
  for (const original of random.shuffle(candidates)) {
    const at = Date.parse(original.created_at);
    const copy = candidates.find((row) => {
      const gap = Date.parse(row.created_at) - at;
      return row.candidate_id !== original.candidate_id && gap >= HOUR && gap <= 14 * DAY;
    });
    if (!copy) continue;
    copy.payload.copy = { of: original.payload.seed, edit: random.int(1, 2 ** 31) };
    return { questionId, rowIds: [original.id, copy.id] };
  }
  return { questionId, rowIds: ['', ''] };
}

function monthsBetween(from: string, to: string): number {
  const [fromYear = 0, fromMonth = 0] = from.split('-').map(Number);
  const [toYear = 0, toMonth = 0] = to.split('-').map(Number);
  return (toYear - fromYear) * 12 + toMonth - fromMonth;
}
