/**
 * Benchmark: similar answers (docs/statistics.md §9), in Node, without the fake API.
 * 1. Fingerprinting time per 1,000 answers in a worker thread (the app fingerprints in its
 *    statistics Web Worker while reading pages), over the demo's answers as the API serves them:
 *    coding, free text, both, and every answer of every type; median of 5 passes.
 * 2. Ledger size per 100,000 answers with fingerprints (the demo's rows repeated with fresh ids)
 *    against the 64 MB target: its snapshot's bytes, the fingerprints' share, the heap's growth.
 * 3. False groups over the demo, seeds 1–4: whether the planted copies and pair are found, and the
 *    groups among independent answers (target: none larger than 3); similarAnswers' time on seed 1.
 * Usage: npm run bench:stats (runs after bench-dif-false-flags.ts), or tsx scripts/bench-similar-answers.ts
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { isMainThread, parentPort } from 'node:worker_threads';

import type { QuestionResultWire } from '@/mocks/dataset/types';
import {
  similarAnswers,
  type SimilarAnswers,
  QuestionResultLedger,
  ledgerRow,
  type FingerprintedKind,
  answerFingerprint,
} from '@assessment-insights/statistics-engine';
import { questionResultToWire } from '@/mocks/dataset/answers';
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED } from '@/mocks/demo';
import { tsxWorker } from './support/tsx-worker';

const PASSES = 5;
const BUCKETS = ['coding', 'codingLarge', 'text', 'textLarge', 'other'] as const;
type Bucket = (typeof BUCKETS)[number];
type Buckets = Record<Bucket, unknown[]>;
type PassTimes = Record<Bucket, number>;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const isFingerprinted = (type: string): type is FingerprintedKind => type === 'coding' || type === 'free_text';

if (isMainThread) await main();
else parentPort?.once('message', (buckets: Buckets) => parentPort?.postMessage(timePasses(buckets)));

/** In the worker: a warm-up pass, then PASSES timed passes of answerFingerprint over each bucket. */
function timePasses(buckets: Buckets): PassTimes[] {
  let hashes = 0;
  const pass = (): PassTimes => {
    const times = {} as PassTimes;
    for (const bucket of BUCKETS) {
      const started = performance.now();
      for (const answer of buckets[bucket]) hashes += answerFingerprint(answer)?.length ?? 0;
      times[bucket] = performance.now() - started;
    }
    return times;
  };
  pass();
  const passes = Array.from({ length: PASSES }, pass);
  if (hashes < 0) console.log(hashes); // keeps the results alive
  return passes;
}

/** Runs this file in a worker thread. */
function fingerprintInWorker(buckets: Buckets): Promise<PassTimes[]> {
  const worker = tsxWorker(import.meta.url);
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The fingerprinting worker exited (${code}) without figures`)));
    worker.postMessage(buckets);
  });
}

/** A snapshot's bytes: every typed array's, and its strings at two bytes a character. */
function snapshotBytes(value: unknown): number {
  if (ArrayBuffer.isView(value)) return value.byteLength;
  if (typeof value === 'string') return value.length * 2;
  if (typeof value !== 'object' || value === null) return 0;
  return Object.values(value).reduce((sum: number, item) => sum + snapshotBytes(item), 0);
}

/** `global.gc` when node runs with --expose-gc, else exposed through V8's flags (null if that fails). */
function garbageCollector(): (() => void) | null {
  const exposed = globalThis.gc;
  if (exposed) return () => void exposed();
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

async function main() {
  const dataset = generateDataset(DEMO_SEED);
  const wires = dataset.questionResults.map(questionResultToWire);

  // ——— 1. fingerprinting time, in a worker ———
  const buckets: Buckets = { coding: [], codingLarge: [], text: [], textLarge: [], other: [] };
  dataset.questionResults.forEach((row, i) => {
    const { type, large } = row.payload;
    const kind = type === 'coding' ? 'coding' : type === 'free_text' ? 'text' : 'other';
    const bucket: Bucket = kind !== 'other' && large ? `${kind}Large` : kind;
    buckets[bucket].push(wires[i]?.answer);
  });
  const count = (...names: Bucket[]) => names.reduce((sum, name) => sum + buckets[name].length, 0);
  const passes = await fingerprintInWorker(buckets);
  const perThousand = (names: Bucket[]) =>
    median(passes.map((times) => names.reduce((sum, name) => sum + times[name], 0))) / (count(...names) / 1000);
  const line = (label: string, names: Bucket[]) =>
    console.log(`  ${label} (${count(...names).toLocaleString('en')}): ${perThousand(names).toFixed(1)} ms per 1,000`);
  console.log(`fingerprinting in a worker thread, demo seed ${DEMO_SEED}, median of ${PASSES} passes:`);
  line('coding', ['coding', 'codingLarge']);
  line('free text', ['text', 'textLarge']);
  line('coding and free text', ['coding', 'codingLarge', 'text', 'textLarge']);
  line('every answer of every type', [...BUCKETS]);
  const share = (bucket: Bucket) =>
    (median(passes.map((t) => t[bucket] / (t.coding + t.codingLarge + t.text + t.textLarge))) * 100).toFixed(1);
  console.log(
    `  of the coding and free-text time, the ${count('codingLarge')} large coding answers take ${share('codingLarge')}%` +
      ` (the ${count('textLarge')} large free-text ones ${share('textLarge')}%)`,
  );

  // ——— 2. ledger size per 100,000 answers ———
  const ROWS = 100_000;
  const gc = garbageCollector();
  const heap = () => {
    gc?.();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  };
  const heapBefore = heap();
  const started = performance.now();
  const ledger = new QuestionResultLedger(ROWS);
  const hashes = {
    coding: { answers: 0, fingerprinted: 0, hashes: 0 },
    free_text: { answers: 0, fingerprinted: 0, hashes: 0 },
  };
  for (let n = 0; n < ROWS; n++) {
    const wire = wires[n % wires.length] as QuestionResultWire;
    const input = ledgerRow({ ...wire, id: uuid(n + 1) });
    ledger.upsert(input);
    const type = dataset.questionResults[n % wires.length]?.payload.type ?? '';
    if (!isFingerprinted(type)) continue;
    hashes[type].answers++;
    if (input.fingerprint) hashes[type].fingerprinted++;
    hashes[type].hashes += input.fingerprint?.length ?? 0;
  }
  const buildMs = performance.now() - started;
  const heapGrowth = heap() - heapBefore;
  const snapshot = ledger.toSnapshot();
  const total = snapshotBytes(snapshot);
  const fingerprintBytes = snapshotBytes(snapshot.fingerprints);
  const fingerprinted = snapshot.fingerprints.lengths.filter((length) => length > 0).length;
  console.log(
    `ledger of ${ledger.size.toLocaleString('en')} answers with fingerprints (built in ${(buildMs / 1000).toFixed(1)} s, ` +
      `ledgerRow included): snapshot ${mb(total)}, fingerprints ${mb(fingerprintBytes)} ` +
      `(${((fingerprintBytes / total) * 100).toFixed(0)}%); target < 64 MB (snapshot and heap growth): ${Math.max(total, heapGrowth) < 64 * 2 ** 20 ? 'ok' : 'over'}`,
  );
  console.log(
    `  ${fingerprinted.toLocaleString('en')} answers fingerprinted, ` +
      `${(snapshot.fingerprints.hashes.byteLength / fingerprinted).toFixed(0)} bytes of hashes each; hashes per answer: ` +
      (['coding', 'free_text'] as const)
        .map((kind) => {
          const k = hashes[kind];
          return `${kind.replace('_', ' ')} ${(k.hashes / k.fingerprinted).toFixed(1)} (${k.fingerprinted.toLocaleString('en')} of ${k.answers.toLocaleString('en')} fingerprinted)`;
        })
        .join(', '),
  );
  console.log(`  heap growth ${mb(heapGrowth)} (heapUsed + arrayBuffers, ${gc ? 'after gc' : 'without gc'})`);

  // ——— 3. false groups over the demo, seeds 1–4 ———
  const seedOneTimes: number[] = [];
  for (const seed of [1, 2, 3, 4]) {
    const data = seed === DEMO_SEED ? dataset : generateDataset(seed);
    const kinds = new Map(data.questions.flatMap((q) => (isFingerprinted(q.type) ? [[q.id, q.type] as const] : [])));
    const demo = new QuestionResultLedger();
    data.questionResults.forEach((row, i) => {
      if (!kinds.has(row.question_id)) return;
      const wire = seed === DEMO_SEED ? wires[i] : undefined;
      demo.upsert(ledgerRow(wire ?? questionResultToWire(row)));
    });
    const compare = () => [...kinds].map(([questionId, kind]) => similarAnswers(demo, questionId, kind));
    let results = compare();
    for (let run = 0; seed === 1 && run < 3; run++) {
      const timed = performance.now();
      results = compare();
      seedOneTimes.push(performance.now() - timed);
    }

    const { leakedQuestionId, copyRowIds, pair } = data.plantedCopies;
    const byQuestion = new Map(results.map((result) => [result.questionId, result]));
    const independent: number[] = [];
    let extraGroups = 0;
    const rest = (result: SimilarAnswers | undefined, planted: SimilarAnswers['groups'][number] | undefined) => {
      if (!result) return;
      extraGroups += result.groupCount - (planted ? 1 : 0);
      independent.push(...result.groups.filter((group) => group !== planted).map((group) => group.size));
    };
    const has = (group: SimilarAnswers['groups'][number], ids: readonly string[]) =>
      ids.every((id) => group.members.some((m) => m.id === id));

    let leakLine: string;
    const leaked = byQuestion.get(leakedQuestionId);
    if (!leaked) {
      const type = data.questions.find((q) => q.id === leakedQuestionId)?.type ?? 'unknown';
      leakLine = `leaked question is ${type.replace('_', ' ')}: no copies planted`;
    } else {
      const top = leaked.groups[0];
      const copies = new Set(copyRowIds);
      const exact =
        top !== undefined && top.size === copies.size && top.members.every((member) => copies.has(member.id));
      const since = leaked.converging?.since;
      const days = since === undefined ? NaN : Math.round((since - Date.parse(data.plantedLeak.since)) / 86_400_000);
      leakLine =
        `planted group of ${copies.size} (${kinds.get(leakedQuestionId)?.replace('_', ' ')}): found ${top?.size ?? 0}, ` +
        `exact ${exact ? 'yes' : 'no'}, converging ` +
        (since === undefined
          ? 'not flagged'
          : `since ${new Date(since).toISOString().slice(0, 10)} (${days} day${days === 1 ? '' : 's'} after the leak)`);
      rest(leaked, top);
    }
    const pairResult = byQuestion.get(pair.questionId);
    const pairGroup = pairResult?.groups.find((group) => has(group, pair.rowIds));
    rest(pairResult, pairGroup);
    const others = results.filter((r) => r.questionId !== leakedQuestionId && r.questionId !== pair.questionId);
    for (const result of others) rest(result, undefined);
    const otherGroups = others.reduce((sum, r) => sum + r.groupCount, 0);
    const converging = results.filter((r) => r.converging !== null && r.questionId !== leakedQuestionId);
    const largest = Math.max(0, ...independent);
    console.log(
      `seed ${seed}: ${results.length} coding and free-text questions, ${demo.size.toLocaleString('en')} answers; ${leakLine}; ` +
        `pair found: ${pairGroup ? `yes (group of ${pairGroup.size})` : pair.rowIds[0] ? 'no' : 'none planted'}`,
    );
    console.log(
      `  ${others.length} other questions: ${otherGroups} groups, largest ${Math.max(0, ...others.map((r) => r.groups[0]?.size ?? 0))}, ` +
        `${others.reduce((sum, r) => sum + r.grouped, 0)} answers in groups; ${extraGroups - otherGroups} more groups on the planted questions; ` +
        `converging: ${converging.map((r) => r.questionId).join(', ') || 'none'}; ` +
        `target: no group > 3 among independent answers: ${largest <= 3 ? 'ok' : `over (${largest})`}`,
    );
  }
  console.log(
    `similarAnswers over every coding and free-text question of seed 1: median ${median(seedOneTimes).toFixed(0)} ms ` +
      `of 3 runs after a warm-up one [${seedOneTimes.map((t) => t.toFixed(0)).join(', ')}]`,
  );
}
