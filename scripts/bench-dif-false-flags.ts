/**
 * Measurement: how often the fairness check within strata (DIF, docs/statistics.md §6) flags a question between
 * two groups that differ only in ability, and how often it finds a planted unfair question. Seeded
 * simulations (dif.test-support.ts): a linear model with continuous scores, and a logistic one
 * like the demo's grader with pass/fail questions and runs stopped part-way. Prints the table the
 * docs' "Limits" quote, for five strata and ten (the default).
 * Usage: npm run bench:stats (after the timings), or tsx scripts/bench-dif-false-flags.ts
 */
import { differentialItemFunctioning, isDifFlag, type RunMatrix } from '@assessment-insights/statistics-engine';
import { logisticGroup, simulatedGroup } from '@assessment-insights/statistics-engine/testing';

type Model = 'linear' | 'logistic';
interface Case {
  label: string;
  model: Model;
  questions: number;
  runs: number;
  gap: number;
  replications: number;
  /** Planted on question 3 for B: points (linear) or logits of difficulty (logistic). */
  planted?: number;
}

const CASES: Case[] = [
  {
    label: 'same ability, linear, 10 questions, 1,000 runs',
    model: 'linear',
    questions: 10,
    runs: 1000,
    gap: 0,
    replications: 10,
  },
  {
    label: '0.5 SD apart, linear, 10 questions, 1,000 runs',
    model: 'linear',
    questions: 10,
    runs: 1000,
    gap: 0.5,
    replications: 10,
  },
  {
    label: '1 SD apart, linear, 10 questions, 1,000 runs',
    model: 'linear',
    questions: 10,
    runs: 1000,
    gap: 1,
    replications: 10,
  },
  {
    label: '1.5 SD apart, linear, 40 questions, 2,000 runs',
    model: 'linear',
    questions: 40,
    runs: 2000,
    gap: 1.5,
    replications: 5,
  },
  {
    label: '0.5 SD apart, logistic, 16 questions, 300 runs',
    model: 'logistic',
    questions: 16,
    runs: 300,
    gap: 0.5,
    replications: 30,
  },
  {
    label: '1 SD apart, logistic, 16 questions, 115 runs (the demo)',
    model: 'logistic',
    questions: 16,
    runs: 115,
    gap: 1,
    replications: 60,
  },
  {
    label: '1 SD apart, logistic, 16 questions, 1,000 runs',
    model: 'logistic',
    questions: 16,
    runs: 1000,
    gap: 1,
    replications: 20,
  },
  {
    label: 'planted +1.2 logits, 1 SD apart, logistic, 115 runs',
    model: 'logistic',
    questions: 16,
    runs: 115,
    gap: 1,
    replications: 60,
    planted: 1.2,
  },
  {
    label: 'planted −15 points, 0.5 SD apart, linear, 1,500 runs',
    model: 'linear',
    questions: 20,
    runs: 1500,
    gap: 0.5,
    replications: 5,
    planted: -15,
  },
];
const PLANTED_QUESTION = 3;

function group(model: Model, { questions, runs }: Case, ability: number, seed: number, shift?: number): RunMatrix {
  const shifts: Record<number, number> = shift === undefined ? {} : { [PLANTED_QUESTION]: shift };
  return model === 'linear'
    ? simulatedGroup({ runs, questions, ability, shifts, missing: 0.1, seed })
    : logisticGroup({ runs, questions, ability, shifts, seed });
}

console.log('Questions flagged between groups without planted DIF (false flags), and planted questions found:');
console.log(['case', 'five strata', 'ten strata'].join(' | '));
for (const item of CASES) {
  const cells = [5, 10].map((strata) => {
    let flagged = 0;
    let found = 0;
    let questions = 0;
    for (let replication = 0; replication < item.replications; replication++) {
      const seed = 9000 + 2 * replication;
      const a = group(item.model, item, 0, seed);
      const b = group(item.model, item, -item.gap, seed + 1, item.planted);
      const report = differentialItemFunctioning(a, b, { passMark: 70, strata, method: 'strata' });
      report.questions.forEach((question, index) => {
        const flag = isDifFlag(question.verdict);
        if (item.planted !== undefined && index === PLANTED_QUESTION) found += flag ? 1 : 0;
        else {
          flagged += flag ? 1 : 0;
          questions++;
        }
      });
    }
    const planted = item.planted === undefined ? '' : `, planted found ${found} of ${item.replications}`;
    return `${flagged} in ${questions}${planted}`;
  });
  console.log([item.label, ...cells].join(' | '));
}
