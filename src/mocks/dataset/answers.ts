import { ProgramBuilder } from './answer-code';
import { makeSqlProgram } from './answer-sql';
import { renderSql, sqlStyle } from './sql-render';
import { makeLongText, makeText, textShape, type TextShape } from './answer-text';
import { makeTestData, renderTestData, type TestData } from './code-data';
import { nameMaker } from './code-names';
import type { Program } from './code-tree';
import type { SqlProgram } from './sql-tree';
import { renderProgram } from './code-render';
import { codeStyle } from './code-style';
import { editText, programRenamer, sqlRenamer } from './copies';
import { createRandom, type Random } from './random';
import type {
  AnswerCopy,
  AnswerPayloadSpec,
  AnswerStatus,
  QuestionResult,
  QuestionResultWire,
  QuestionType,
} from './types';
import { LANGUAGES } from './vocabulary';

/**
 * Answer and evaluation payloads. They are untrusted data in the real API, so the fake carries
 * the cases a UI gets wrong: markup, very long strings, deep nesting, payloads of hundreds of KB.
 * Independent answers differ in content (answer-code.ts, answer-text.ts), so a similarity check
 * groups only the planted copies (copies.ts, planted.ts).
 */

export const HOSTILE_TEXTS = [
  '<img src=x onerror="document.title=\'pwned\'">',
  '<script>window.__pwned = true</script>I think the answer is B.',
  '"><svg onload=alert(1)>',
  "Robert'); DROP TABLE candidates;--",
  '{{constructor.constructor("alert(1)")()}}',
] as const;

/**
 * Sentences in a free-text answer (a large one is sentences up to its size instead). Not one: a
 * single sentence is too few words for a similarity check to tell two answers apart.
 */
export const FREE_TEXT_SENTENCES = [2, 7] as const;

/** The row as the API returns it: payloads are rebuilt from the row's seed, identically every time. */
export function questionResultToWire(row: QuestionResult): QuestionResultWire {
  const { payload, ...fields } = row;
  const answer = payload.copy
    ? copiedAnswer(payload.type, payload.copy)
    : makeAnswer(createRandom(payload.seed), payload);
  // A stream of its own, so a copied answer's evaluation is the one its row would have had.
  const random = createRandom(payload.seed ^ 0x5f3759df);
  const evaluationDetails = makeEvaluationDetails(random, payload.type, row.status, row.score, payload.large, answer);
  return { ...fields, answer, evaluation_details: evaluationDetails };
}

export type AnswerContext = Pick<AnswerPayloadSpec, 'type' | 'hostile' | 'large'>;

export function makeAnswer(random: Random, context: AnswerContext): unknown {
  const { type, hostile, large } = context;
  if (type === 'multiple_choice') {
    return { selected: [random.pick(['A', 'B', 'C', 'D'])], time_spent_seconds: random.int(5, 240) };
  }
  if (type === 'coding') {
    const draft = draftCode(random, context);
    return { language: draft.language, code: printCode(draft, random, null), runs: random.int(1, 12) };
  }
  if (type === 'video') {
    const video_url = `https://media.example.com/recordings/${random.uuid()}.mp4`;
    const duration_seconds = random.int(30, 180);
    const shape = textShape(random, 2, 8);
    const transcript = hostile
      ? random.pick(HOSTILE_TEXTS)
      : large
        ? makeLongText(random, shape.language, random.int(200_000, 260_000))
        : makeText(random, shape);
    return { video_url, duration_seconds, transcript };
  }
  const shape = freeTextShape(random);
  const body = large ? makeLongText(random, shape.language, random.int(220_000, 320_000)) : makeText(random, shape);
  return freeTextAnswer(hostile ? `${random.pick(HOSTILE_TEXTS)} ${body}` : body);
}

/**
 * A planted copy (planted.ts): the answer seed `of` gives (as a plain answer: no markup, not large),
 * with a copier's edits drawn from `edit` (copies.ts).
 */
function copiedAnswer(type: QuestionType, copy: AnswerCopy): unknown {
  const original = createRandom(copy.of);
  const edit = createRandom(copy.edit);
  const plain = { type, hostile: false, large: false };
  if (type === 'coding') {
    const draft = draftCode(original, plain);
    const rename =
      draft.language === 'sql'
        ? sqlRenamer(draft.sql, edit)
        : programRenamer(draft.program, draft.language === 'python', edit);
    return { language: draft.language, code: printCode(draft, edit, rename, original), runs: edit.int(1, 12) };
  }
  const answer = makeAnswer(original, plain) as { text?: string; transcript?: string };
  if (type === 'free_text') return freeTextAnswer(editText(answer.text ?? '', edit));
  if (type === 'video') return { ...answer, transcript: editText(answer.transcript ?? '', edit) };
  return answer;
}

/** A free-text answer's language and length: its first draws, so the plants can read them from a seed. */
export const freeTextShape = (random: Random): TextShape => textShape(random, ...FREE_TEXT_SENTENCES);

export const freeTextAnswer = (text: string) => ({ text, word_count: countWords(text) });

/** Runs of non-space characters: `text.split(/\s+/)` without the arrays (a third of a text's cost). */
function countWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const space = text.charCodeAt(i) <= 32;
    if (!space && !inWord) words++;
    inWord = !space;
  }
  return words;
}

/** A coding answer before it is printed: its language and program (and a large one's test data). */
export type CodeDraft = { data: TestData | null } & (
  | { language: 'sql'; sql: SqlProgram }
  | { language: Exclude<(typeof LANGUAGES)[number], 'sql'>; program: Program }
);

/** The language of the coding answer a seed gives (its first draw), for the plants. */
export const codeLanguageOf = (seed: number) => createRandom(seed).pick(LANGUAGES);

export function draftCode(random: Random, { hostile, large }: Omit<AnswerContext, 'type'>): CodeDraft {
  const language = random.pick(LANGUAGES);
  const lines = random.int(8, 60);
  const comment = hostile ? random.pick(HOSTILE_TEXTS) : null;
  // A large answer is an ordinary one with 200–800 KB of pasted test data (code-data.ts).
  const data = () => (large ? makeTestData(random, random.int(220_000, 700_000)) : null);
  if (language === 'sql') return { language, sql: makeSqlProgram(random, lines, comment), data: data() };
  const names = nameMaker(random, language === 'python');
  return { language, program: new ProgramBuilder(random, names).program(lines, comment), data: data() };
}

/**
 * The program in a layout drawn from `random`, its names passed through `rename`. A copy passes
 * its original's stream too: it keeps the original's tokens (TypeScript's semicolons, arrow
 * functions) and changes only the layout, as a reformatter would.
 */
export function printCode(
  draft: CodeDraft,
  random: Random,
  rename: ((name: string) => string) | null,
  original: Random | null = null,
): string {
  const same = (name: string) => name;
  const data = draft.data ? `\n${renderTestData(draft.data, draft.language)}` : '';
  if (draft.language === 'sql') return renderSql(draft.sql, sqlStyle(random), rename ?? same) + data;
  const layout = codeStyle(random, draft.language);
  const tokens = original ? codeStyle(original, draft.language) : layout;
  const style = { ...layout, bare: tokens.bare, arrow: tokens.arrow };
  return renderProgram(draft.program, draft.language, style, rename ?? same) + data;
}

export function makeEvaluationDetails(
  random: Random,
  type: QuestionType,
  status: AnswerStatus,
  score: number | null,
  large: boolean,
  answer: unknown,
): unknown {
  if (status === 'pending') return null;
  if (status === 'unable_to_grade') {
    const reasons = {
      multiple_choice: ['answer_key_missing'],
      coding: ['sandbox_timeout', 'compilation_environment_unavailable'],
      free_text: ['language_not_supported', 'empty_answer'],
      video: ['video_unreadable', 'transcription_failed', 'no_audio_detected'],
    } as const;
    const reason = random.pick(reasons[type]);
    return { reason, message: `Automatic grading failed: ${reason.replaceAll('_', ' ')}.`, attempts: random.int(1, 3) };
  }
  if (type === 'coding') {
    const total = large ? 2500 : random.int(5, 20);
    const passed = Math.round(((score ?? 0) / 100) * total);
    const tests = Array.from({ length: total }, (_, i) => ({
      name: `test_case_${i + 1}`,
      passed: i < passed,
      duration_ms: random.int(1, 900),
      output: i < passed ? 'ok' : `expected ${random.int(0, 99)} but got ${random.int(0, 99)}`,
    }));
    return { tests_passed: passed, tests_total: total, tests };
  }
  if (type === 'multiple_choice') {
    const selected = (answer as { selected: string[] }).selected[0] ?? 'A';
    const others = ['A', 'B', 'C', 'D'].filter((option) => option !== selected);
    return { correct: score === 100, correct_option: score === 100 ? selected : random.pick(others) };
  }
  return {
    rubric: [
      { criterion: 'Relevance', points: random.int(0, 5), max_points: 5 },
      { criterion: 'Clarity', points: random.int(0, 5), max_points: 5 },
      { criterion: 'Depth', points: random.int(0, 5), max_points: 5 },
    ],
    feedback: makeText(random, { language: 'en', sentences: 2 }),
    model: { name: 'grader', version: `2026.${random.int(1, 10)}` },
  };
}
