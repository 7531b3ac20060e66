/**
 * Benchmark: the cohort comparison and grading health over a synthetic ledger of
 * 100,000 question results: 100 questions, two pipelines as the cohorts, a year of created_at,
 * pending and unable_to_grade answers, a grading delay on every verdict, and one grader incident.
 * Times compareCohorts over every question, gradingHealth per question and over all rows, each the
 * median of 5 runs after a warm-up, against a 200 ms budget. Usage: npx tsx scripts/bench-cohort-health.ts
 */
import {
  type LedgerRowInput,
  QuestionResultLedger,
  compareCohorts,
  gradingHealth,
  gradingHealthByQuestion,
} from '@assessment-insights/statistics-engine';
import { medianTime } from './support/median-time';

const ROWS = 100_000;
const QUESTIONS = 100;
const RUNS = 5;
const BUDGET_MS = 200;
const MINUTE = 60_000;
const START = Date.UTC(2025, 3, 1);
const NOW = Date.UTC(2026, 3, 1);
/** Question 7's grader broke in 2026-02: half its answers then are unable_to_grade, the rest slow. */
const INCIDENT = { question: 7, from: Date.UTC(2026, 1, 1), to: Date.UTC(2026, 2, 1) };

// mulberry32: a small seeded generator, so every run measures the same data.
let state = 16;
function random(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const questionId = (q: number) => `q-${String(q).padStart(3, '0')}`;

function buildLedger(): QuestionResultLedger {
  const ledger = new QuestionResultLedger(ROWS);
  const difficulty = Array.from({ length: QUESTIONS }, () => 30 + random() * 50);
  for (let i = 0; i < ROWS; i++) {
    const q = Math.floor(random() * QUESTIONS);
    const pipeline = random() < 0.5 ? 'p1' : 'p2';
    const createdAt = START + Math.floor(random() * (NOW - START - 2 * 24 * 60 * MINUTE));
    // Pipeline p2 does 8 points better on every fifth question: differences for the test to find.
    const shift = pipeline === 'p2' && q % 5 === 0 ? 8 : 0;
    const incident = q === INCIDENT.question && createdAt >= INCIDENT.from && createdAt < INCIDENT.to;
    const delay = Math.ceil(-Math.log(1 - random()) * 90 * MINUTE) * (incident ? 6 : 1);
    const roll = random();
    const status = roll < 0.05 ? 'pending' : roll < 0.08 || (incident && roll < 0.5) ? 'unable_to_grade' : 'evaluated';
    const score = Math.round(Math.min(100, Math.max(0, (difficulty[q] ?? 50) + shift + (random() - 0.5) * 60)));
    const row: LedgerRowInput = {
      id: uuid(i + 1),
      question_id: questionId(q),
      assessment_id: 'a-1',
      source: 'pipeline',
      candidate_id: `c-${i % 4000}`,
      pipeline_id: pipeline,
      status,
      score: status === 'evaluated' ? score : null,
      created_at: new Date(createdAt).toISOString(),
      evaluated_at: status === 'pending' ? null : new Date(createdAt + delay).toISOString(),
    };
    ledger.upsert(row);
  }
  return ledger;
}

function rowsByQuestion(ledger: QuestionResultLedger, keep: (row: number) => boolean): Map<string, number[]> {
  const byQuestion = new Map<string, number[]>();
  for (let row = 0; row < ledger.size; row++) {
    if (!keep(row)) continue;
    const id = ledger.textOf(ledger.questionKey(row));
    const rows = byQuestion.get(id);
    if (rows) rows.push(row);
    else byQuestion.set(id, [row]);
  }
  return new Map([...byQuestion].sort(([a], [b]) => (a < b ? -1 : 1)));
}

const timed = <T>(label: string, work: () => T): T => medianTime(label, work, { runs: RUNS, budgetMs: BUDGET_MS });

const buildStart = performance.now();
const ledger = buildLedger();
const p1 = ledger.keyOf('p1');
const p2 = ledger.keyOf('p2');
const cohortA = {
  ledger,
  rowsByQuestion: rowsByQuestion(ledger, (row) => ledger.pipelineKey(row) === p1),
  label: 'p1',
};
const cohortB = {
  ledger,
  rowsByQuestion: rowsByQuestion(ledger, (row) => ledger.pipelineKey(row) === p2),
  label: 'p2',
};
const allByQuestion = rowsByQuestion(ledger, () => true);
const allRows = Array.from({ length: ledger.size }, (_, row) => row);
console.log(
  `Synthetic ledger: ${ledger.size.toLocaleString('en-US')} rows, ${allByQuestion.size} questions, ` +
    `pipelines p1 and p2 as the cohorts (built in ${(performance.now() - buildStart).toFixed(0)} ms).`,
);

const comparison = timed(`compareCohorts, ${cohortA.rowsByQuestion.size} questions`, () =>
  compareCohorts(cohortA, cohortB),
);
const health = timed(`gradingHealth per question, ${allByQuestion.size} questions`, () =>
  gradingHealthByQuestion(ledger, allByQuestion, { now: NOW }),
);
const overall = timed(`gradingHealth over all ${allRows.length.toLocaleString('en-US')} rows`, () =>
  gradingHealth(ledger, allRows, { now: NOW }),
);

const flagged = health.filter(({ health: h }) => h.checkGrader.length > 0);
const falseFinds = comparison.questions.filter(
  ({ questionId, successRate, facility }) =>
    Number(questionId.slice(2)) % 5 !== 0 && (successRate?.significant || facility?.significant),
).length;
console.log(
  `Found: ${comparison.significant} of ${comparison.tests} tests significant after Benjamini–Hochberg ` +
    `(${QUESTIONS / 5} questions have a real 8-point difference; ${falseFinds} other question(s) flagged); ` +
    `"check the grader" on ` +
    `${flagged.map(({ questionId: id, health: h }) => `${id} (${h.checkGrader.map((a) => `${a.kind} ${a.month}`).join(', ')})`).join('; ') || 'none'}; ` +
    `overall unable_to_grade ${((overall.unableToGradeRate ?? 0) * 100).toFixed(1)}%, ` +
    `median delay ${((overall.delay.medianMs ?? 0) / MINUTE).toFixed(0)} min.`,
);
