import { createRandom, type Random } from './random';
import type { AnswerStatus, QuestionResult, QuestionResultWire, QuestionType } from './types';
import { LANGUAGES } from './vocabulary';

/**
 * Answer and evaluation payloads. They are untrusted data in the real API, so the fake carries
 * the cases a UI gets wrong: markup, very long strings, deep nesting, payloads of hundreds of KB.
 */

const HOSTILE_TEXTS = [
  '<img src=x onerror="document.title=\'pwned\'">',
  '<script>window.__pwned = true</script>I think the answer is B.',
  '"><svg onload=alert(1)>',
  "Robert'); DROP TABLE candidates;--",
  '{{constructor.constructor("alert(1)")()}}',
] as const;

const FREE_TEXT_SENTENCES = [
  'I would start by clarifying what the customer actually needs.',
  'The main trade-off is latency against consistency.',
  'First I reproduce the issue, then I narrow it down with logs.',
  'I would apologise, explain the refund timeline and follow up in writing.',
  'Measure before optimising: the slow query is the N+1 in the list view.',
  'Ich würde zuerst die Ursache prüfen und dann den Kunden informieren.',
  'Primero revisaría el historial del pedido y luego respondería al cliente.',
  'Je commencerais par reformuler la question pour vérifier ma compréhension.',
] as const;

/** The row as the API returns it: payloads are rebuilt from the row's seed, identically every time. */
export function questionResultToWire(row: QuestionResult): QuestionResultWire {
  const { payload, ...fields } = row;
  const random = createRandom(payload.seed);
  const answer = makeAnswer(random, payload);
  const evaluationDetails = makeEvaluationDetails(random, payload.type, row.status, row.score, payload.large, answer);
  return { ...fields, answer, evaluation_details: evaluationDetails };
}

export interface AnswerContext {
  type: QuestionType;
  /** 1 in N answers is hostile markup, 1 in M is a very large payload. */
  hostile: boolean;
  large: boolean;
}

export function makeAnswer(random: Random, context: AnswerContext): unknown {
  const { type, hostile, large } = context;
  if (type === 'multiple_choice') {
    return { selected: [random.pick(['A', 'B', 'C', 'D'])], time_spent_seconds: random.int(5, 240) };
  }
  if (type === 'coding') {
    const language = random.pick(LANGUAGES);
    const lines = large ? random.int(4000, 12000) : random.int(8, 60);
    return {
      language,
      code: makeCode(random, lines, hostile),
      runs: random.int(1, 12),
    };
  }
  if (type === 'video') {
    return {
      video_url: `https://media.example.com/recordings/${random.uuid()}.mp4`,
      duration_seconds: random.int(30, 180),
      transcript: hostile ? random.pick(HOSTILE_TEXTS) : sentences(random, large ? 3000 : random.int(2, 8)),
    };
  }
  const text = hostile
    ? `${random.pick(HOSTILE_TEXTS)} ${sentences(random, 2)}`
    : sentences(random, large ? 4000 : random.int(1, 6));
  return { text, word_count: text.split(' ').length };
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
    feedback: sentences(random, 2),
    model: { name: 'grader', version: `2026.${random.int(1, 10)}` },
  };
}

function sentences(random: Random, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) parts.push(random.pick(FREE_TEXT_SENTENCES));
  return parts.join(' ');
}

function makeCode(random: Random, lines: number, hostile: boolean): string {
  const body: string[] = hostile ? [`// ${random.pick(HOSTILE_TEXTS)}`] : [];
  for (let i = 0; i < lines; i++) {
    body.push(`  const value${i} = compute(input[${i % 97}], ${random.int(0, 999)}) // step ${i}`);
  }
  return `function solve(input) {\n${body.join('\n')}\n  return value0\n}\n`;
}
