import { detectChangePoint } from './change-point';
import { type ChangePointOptions } from '../thresholds';

/**
 * The leak watch's false-positive rate: stable histories, whose scores all come from one
 * distribution, run through `detectChangePoint`; the share flagged is the rate a stable question is
 * called leaked or harder. The scores resemble the demo's grader (src/mocks/dataset/generate.ts):
 * multiple choice 0 or 100, coding in steps of 5, free text one decimal, each around a facility
 * drawn per history.
 */
export interface SimulationOptions {
  histories: number;
  /** Evaluated answers per history. */
  n: number;
  seed: number;
  detector?: ChangePointOptions;
}

export interface SimulationResult {
  histories: number;
  flagged: number;
  /** flagged / histories. */
  rate: number;
  /** p-value below alpha whatever the size of the change: the permutation test alone, near alpha. */
  significant: number;
}

const DAY_MS = 86_400_000;
const START = Date.UTC(2026, 0, 1);
type Kind = 'multiple_choice' | 'coding' | 'free_text';
const KINDS: readonly Kind[] = ['multiple_choice', 'coding', 'free_text'];

export function simulateFalsePositiveRate({ histories, n, seed, detector = {} }: SimulationOptions): SimulationResult {
  const random = mulberry32(seed);
  const alpha = detector.alpha ?? 0.01;
  let flagged = 0;
  let significant = 0;
  for (let h = 0; h < histories; h++) {
    const history = stableHistory(random, n);
    // Each history its own permutation stream, as each question of a ledger draws the same seed.
    const changePoint = detectChangePoint(history, { ...detector, seed: detector.seed ?? seed + h });
    if (changePoint?.flagged) flagged++;
    if (changePoint && changePoint.pValue < alpha) significant++;
  }
  return { histories, flagged, rate: histories === 0 ? 0 : flagged / histories, significant };
}

/** n answers of one stable question, a few hours apart over a year, in random time order. */
export function stableHistory(random: () => number, n: number): Array<{ at: number; score: number }> {
  const kind = KINDS[Math.floor(random() * KINDS.length)] ?? 'free_text';
  const difficulty = -2 + 4 * random();
  return Array.from({ length: n }, () => {
    const p = 1 / (1 + Math.exp(-1.4 * (normal(random, 1) - difficulty)));
    return { at: START + Math.floor(random() * 365 * DAY_MS), score: scoreOf(kind, p, random) };
  });
}

function scoreOf(kind: Kind, p: number, random: () => number): number {
  const clip = (x: number) => Math.min(1, Math.max(0, x));
  if (kind === 'multiple_choice') return random() < p ? 100 : 0;
  if (kind === 'coding') return Math.round(clip(p + normal(random, 0.15)) * 20) * 5;
  return Math.round(clip(p + normal(random, 0.12)) * 1000) / 10;
}

/** Box–Muller; 1 − u avoids log(0). */
function normal(random: () => number, sd: number): number {
  return sd * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** The same generator as the detector's shuffles, as a function (the simulation is not the hot path). */
export function mulberry32(seed: number): () => number {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
