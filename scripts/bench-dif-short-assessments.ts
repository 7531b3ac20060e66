/**
 * Measurement: the fairness check (docs/statistics.md §6) at hiring sizes, side by side for the
 * two methods, strata (the SMD and Mantel–Haenszel within strata of estimated true rest scores)
 * and the one-factor model. Seeded groups of a hiring screen (dif.test-support.ts `hiringGroup`:
 * scores 0–100, noise SD 13 around an ability SD of 8, every third question pass/fail), 100 seeds
 * a regime: 4, 6, 10 or 20 scored questions; 30, 50, 100 or 500 runs a group; B as able as A or
 * 1 SD weaker; no plant, or question 1 made 10 or 20 points harder for B at equal ability.
 * Prints per regime and method: how often the plant is flagged (and how often a missed plant reads
 * "no evidence"), false flags on the other questions, and the share of them that read "can't tell".
 * The regimes run on two worker threads. Usage: npm run bench:stats, or
 * tsx scripts/bench-dif-short-assessments.ts [--seeds 100]
 */
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

import {
  differentialItemFunctioning,
  difMethodFor,
  type DifMethod,
  isDifFlag,
} from '@assessment-insights/statistics-engine';
import { hiringGroup } from '@assessment-insights/statistics-engine/testing';
import { tsxWorker } from './support/tsx-worker';

interface Regime {
  questions: number;
  runs: number;
  gap: number;
  plant: number;
}
interface Tally {
  found: number;
  missedAsNone: number;
  falseFlags: number;
  cannotTell: number;
  others: number;
  ms: number;
}
const METHODS: readonly DifMethod[] = ['strata', 'model'];
const PLANTED = 0;

function measure(regime: Regime, seeds: number): Record<DifMethod, Tally> {
  const tallies = Object.fromEntries(
    METHODS.map((method) => [method, { found: 0, missedAsNone: 0, falseFlags: 0, cannotTell: 0, others: 0, ms: 0 }]),
  ) as Record<DifMethod, Tally>;
  for (let seed = 0; seed < seeds; seed++) {
    const { questions, runs, gap, plant } = regime;
    const a = hiringGroup({ runs, questions, ability: 0, seed: 10_000 + 2 * seed });
    const shifts: Record<number, number> = plant > 0 ? { [PLANTED]: -plant } : {};
    const b = hiringGroup({ runs, questions, ability: -gap, shifts, seed: 10_001 + 2 * seed });
    for (const method of METHODS) {
      const tally = tallies[method];
      const start = performance.now();
      const report = differentialItemFunctioning(a, b, { passMark: 60, method });
      tally.ms += performance.now() - start;
      report.questions.forEach(({ verdict }, index) => {
        if (plant > 0 && index === PLANTED) {
          tally.found += verdict === 'unfair-to-b' ? 1 : 0;
          tally.missedAsNone += verdict === 'none' ? 1 : 0;
          return;
        }
        tally.others++;
        tally.falseFlags += isDifFlag(verdict) ? 1 : 0;
        tally.cannotTell += verdict === 'cannot-tell' ? 1 : 0;
      });
    }
  }
  return tallies;
}

if (!isMainThread) {
  const { regimes, seeds } = workerData as { regimes: Regime[]; seeds: number };
  for (const regime of regimes) parentPort?.postMessage({ regime, tallies: measure(regime, seeds) });
} else {
  const { values } = parseArgs({ options: { seeds: { type: 'string', default: '100' } } });
  const seeds = Number(values.seeds);
  const regimes: Regime[] = [];
  // The grid, and 200 runs where the product's choice of method changes (difMethodFor).
  const sizes = [4, 6, 10, 20].flatMap((questions) =>
    [30, 50, 100, ...(questions >= 10 ? [200] : []), 500].map((runs) => ({ questions, runs })),
  );
  for (const { questions, runs } of sizes)
    for (const gap of [0, 1]) for (const plant of [0, 10, 20]) regimes.push({ questions, runs, gap, plant });
  const threads = Math.max(1, Math.min(2, availableParallelism()));
  const results = new Map<string, Record<DifMethod, Tally>>();
  const key = (regime: Regime) => JSON.stringify(regime);
  const started = performance.now();
  // Dealt round-robin: the costly regimes (many runs and questions) spread over both threads.
  await Promise.all(
    Array.from({ length: threads }, (_, thread) => {
      const share = regimes.filter((_, index) => index % threads === thread);
      const worker = tsxWorker(import.meta.url, { workerData: { regimes: share, seeds } });
      worker.on('message', ({ regime, tallies }: { regime: Regime; tallies: Record<DifMethod, Tally> }) =>
        results.set(key(regime), tallies),
      );
      return new Promise<void>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('exit', () => resolve());
      });
    }),
  );

  const percent = (count: number, of: number) => (of === 0 ? '—' : `${((100 * count) / of).toFixed(0)}%`);
  const cells = ({ found, missedAsNone, falseFlags, cannotTell, others }: Tally, plant: number) => [
    plant > 0 ? `${percent(found, seeds)}${missedAsNone > 0 ? ` (${missedAsNone} "no evidence")` : ''}` : '—',
    percent(falseFlags, others),
    percent(cannotTell, others),
  ];
  console.log(`Fairness check at hiring sizes, ${seeds} seeds a regime (plant: points harder for B, question 1):`);
  console.log(
    '| questions | runs a group | B weaker by | plant | strata: found | false flags | can’t tell | model: found | false flags | can’t tell | used |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const worst = { strata: 0, model: 0, used: 0 };
  for (const regime of regimes) {
    const tallies = results.get(key(regime));
    if (!tallies) continue;
    const { questions, runs, gap, plant } = regime;
    const used = difMethodFor(questions, runs, runs);
    const rate = (method: DifMethod) => tallies[method].falseFlags / tallies[method].others;
    worst.strata = Math.max(worst.strata, rate('strata'));
    worst.model = Math.max(worst.model, rate('model'));
    worst.used = Math.max(worst.used, rate(used));
    const row = [questions, runs, gap === 0 ? '0' : `${gap} SD`, plant === 0 ? 'none' : `${plant} points`];
    console.log(`| ${[...row, ...cells(tallies.strata, plant), ...cells(tallies.model, plant), used].join(' | ')} |`);
  }
  const msPerCheck = (method: DifMethod, questions: number, runs: number) => {
    const rows = regimes.filter((regime) => regime.questions === questions && regime.runs === runs);
    const total = rows.reduce((sum, regime) => sum + (results.get(key(regime))?.[method].ms ?? 0), 0);
    return (total / (rows.length * seeds)).toFixed(1);
  };
  console.log(
    `Worst false-flag rate of any regime: strata ${percent(worst.strata, 1)}, model ${percent(worst.model, 1)}, the method used ${percent(worst.used, 1)} (target ≤ 5%).`,
  );
  for (const [questions, runs] of [
    [4, 50],
    [10, 100],
    [20, 500],
  ] as const)
    console.log(
      `One check, ${questions} questions and ${runs} runs a group: strata ${msPerCheck('strata', questions, runs)} ms, model ${msPerCheck('model', questions, runs)} ms.`,
    );
  console.log(`Wall time ${((performance.now() - started) / 1000).toFixed(0)} s on ${threads} threads.`);
}
