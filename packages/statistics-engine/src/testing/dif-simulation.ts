import { mulberry32 } from '../math/change-point-simulation';
import type { RunMatrix } from '../figures/assessment/runs';
import { smdSize } from '../figures/compare/dif-statistics';
import type { DifGap, DifVerdict, QuestionDif } from '../figures/compare/dif-types';

/** A matrix from rows of scores, `undefined` for a question the run has no evaluated answer to. */
export function groupMatrix(rows: ReadonlyArray<ReadonlyArray<number | undefined>>, questions?: number): RunMatrix {
  const width = questions ?? rows[0]?.length ?? 0;
  const scores = new Float64Array(rows.length * width).fill(NaN);
  rows.forEach((row, run) => row.forEach((score, column) => (scores[run * width + column] = score ?? NaN)));
  return {
    assessmentId: 'a1',
    questionIds: Array.from({ length: width }, (_, index) => `q${index + 1}`),
    runs: rows.map((_, index) => ({ source: 'pipeline', candidateId: `c${index}` })),
    scores,
  };
}

export interface GroupModel {
  runs: number;
  questions: number;
  /** Mean ability in SD units (0 for the reference group). */
  ability: number;
  /** Points added to a question's score at equal ability, by question index: planted DIF. */
  shifts?: Readonly<Record<number, number>>;
  /** Share of answers missing at random. */
  missing?: number;
  seed: number;
}

/**
 * A seeded group: ability θ ~ N(ability, 1), question difficulties spread evenly over −1…1, and a
 * score of 60 + 20(θ − difficulty) + 15·noise (+ any planted shift), rounded and kept within 0–100.
 */
export function simulatedGroup({ runs, questions, ability, shifts = {}, missing = 0, seed }: GroupModel): RunMatrix {
  const random = mulberry32(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const rows = Array.from({ length: runs }, () => {
    const theta = ability + normal();
    return Array.from({ length: questions }, (_, question) => {
      const difficulty = questions > 1 ? -1 + (2 * question) / (questions - 1) : 0;
      const score = 60 + 20 * (theta - difficulty) + 15 * normal() + (shifts[question] ?? 0);
      return random() < missing ? undefined : Math.round(Math.min(100, Math.max(0, score)));
    });
  });
  return groupMatrix(rows, questions);
}

export interface LogisticGroupModel {
  runs: number;
  questions: number;
  /** Mean ability in SD units. */
  ability: number;
  /** Logits added to a question's difficulty for this group, by question index: planted DIF. */
  shifts?: Readonly<Record<number, number>>;
  seed: number;
}

/**
 * A seeded group like the demo's grader (src/mocks/dataset/grading.ts): P = σ(1.4(θ − difficulty)),
 * difficulties spread over −2.5…2.5; even questions pass/fail (0 or 100), odd ones 100P + 12·noise.
 * Three runs in ten stop part-way (the rest of their questions unanswered) and a tenth of the other
 * answers are missing, so rest scores stand on few questions as often as the demo's do.
 */
export function logisticGroup({ runs, questions, ability, shifts = {}, seed }: LogisticGroupModel): RunMatrix {
  const random = mulberry32(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const rows = Array.from({ length: runs }, () => {
    const theta = ability + normal();
    const answered = random() < 0.3 ? 1 + Math.floor(random() * (questions - 1)) : questions;
    return Array.from({ length: questions }, (_, question) => {
      const difficulty = -2.5 + (5 * question) / Math.max(1, questions - 1) + (shifts[question] ?? 0);
      const p = 1 / (1 + Math.exp(-1.4 * (theta - difficulty)));
      const score =
        question % 2 === 0 ? (random() < p ? 100 : 0) : Math.round(Math.min(100, Math.max(0, 100 * p + 12 * normal())));
      return question >= answered || random() < 0.1 ? undefined : score;
    });
  });
  return groupMatrix(rows, questions);
}

export interface HiringGroupModel {
  runs: number;
  questions: number;
  /** Mean ability in SD units. */
  ability: number;
  /** Points added to a question's latent score for this group at equal ability: planted unfairness. */
  shifts?: Readonly<Record<number, number>>;
  seed: number;
}

/**
 * A seeded group like a hiring screen: a latent score μ_q + 8θ + 13·noise (+ any planted shift), μ_q
 * spread over 45…75. Every third question (1, 4, 7, …) is pass/fail: 100 when the latent score
 * reaches 60, else 0; the others are the latent score rounded and kept within 0–100. Every run
 * answers every question.
 */
export function hiringGroup({ runs, questions, ability, shifts = {}, seed }: HiringGroupModel): RunMatrix {
  const random = mulberry32(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const rows = Array.from({ length: runs }, () => {
    const theta = ability + normal();
    return Array.from({ length: questions }, (_, question) => {
      const mean = 45 + (30 * ((question * 7) % questions)) / Math.max(1, questions - 1);
      const latent = mean + 8 * theta + 13 * normal() + (shifts[question] ?? 0);
      return question % 3 === 1 ? (latent >= 60 ? 100 : 0) : Math.round(Math.min(100, Math.max(0, latent)));
    });
  });
  return groupMatrix(rows, questions);
}

/** Runs at a level on both other questions, and the level plus `offset` on q1, `times` times. */
export const runsAt = (level: number, times: number, offset = 0) =>
  Array.from({ length: times }, (_, index) => [
    Math.max(0, Math.min(100, level + offset + (index % 2 ? 5 : -5))),
    level,
    level,
  ]);

/** Runs of a group at each level (runsAt), `counts[i]` at level 20·(i + 1), q1 `offset` off. */
const atLevels = (counts: readonly number[], offset = 0) =>
  groupMatrix(counts.flatMap((times, i) => runsAt(20 * (i + 1), times, offset)));

/**
 * Groups at five levels, as the strata tests take them: `strong` has more runs at the high levels
 * and `weak` at the low ones, and at equal levels both score alike; `shifted` is `weak` with q1
 * 20 points lower; `few` has 29 runs that qualify.
 */
export const levelGroups = () => ({
  strong: atLevels([4, 4, 8, 12, 12]),
  weak: atLevels([12, 12, 8, 4, 4]),
  shifted: atLevels([12, 12, 8, 4, 4], -20),
  few: groupMatrix([...runsAt(60, 29), [70, undefined, undefined], [undefined, 60, 60]]),
});

/** A gap at equal ability with its 95% interval, as pages and charts take it (SE from the interval). */
export function difGap(estimate: number, lower: number, upper: number): DifGap {
  return {
    estimate,
    standardError: (upper - lower) / 3.92,
    interval: { lower, upper },
    p: 0.02,
    size: smdSize(estimate),
  };
}

/** One question of a report, for tests of what pages show: no figures but those given. */
export function questionDif(
  questionId: string,
  verdict: DifVerdict | null,
  overrides: Partial<QuestionDif> = {},
): QuestionDif {
  return {
    questionId,
    runsA: 120,
    runsB: 115,
    meanA: 58,
    meanB: 66,
    restAlphaA: null,
    restAlphaB: null,
    hiddenReason: verdict === null ? 'few-runs' : null,
    strata: [],
    smd: null,
    mantelHaenszel: null,
    gap: null,
    matchingShare: null,
    adjusted: null,
    verdict,
    uncertainty: null,
    runsToSettle: null,
    ...overrides,
  };
}
