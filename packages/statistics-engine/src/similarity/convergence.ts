import { changePointOfSorted, type ChangePoint } from '../math/change-point';
import { utcMonth } from '../math/shown';
import { fisherUpperTail } from '../math/fisher-exact';
import { CHANGE_POINT_DEFAULTS, type ChangePointOptions, CONVERGENCE_DEFAULTS } from '../thresholds';

/**
 * Is a group of similar answers a solution that is spreading (docs/statistics.md, similar answers)?
 * When a question's solution leaks, more and more new answers join one group. The leak watch's
 * test (math/change-point.ts, docs/statistics.md §5) is run on the 0/1 series "this answer joins
 * the group", answers in created_at order: a change point with p < 0.01, a share after it at
 * least 0.2 above the share before and at least 0.3, reads "converging since <month>". The test
 * splits a gradual spread in its middle, so the month is then walked back to where the spread
 * began (`onsetMonth`). A group
 * that was always large has no change point, so it is never flagged: a template or a textbook
 * answer is not a leak.
 */

/** One fingerprinted answer of the question (every one, in a group or not). */
export interface TimedAnswer {
  /** The key groupSimilar's groups are made of. */
  key: number;
  /** created_at, epoch ms. */
  at: number;
}

export interface MonthShare {
  /** "2026-04": the UTC month (docs/statistics.md: months are UTC). */
  month: string;
  /** The question's fingerprinted answers created that month. */
  answers: number;
  /** Of them, those in the group. */
  joined: number;
  /** joined / answers; null in a month without answers. */
  share: number | null;
}

export interface GroupConvergence {
  /** The group's position in the `groups` given. */
  group: number;
  /** Its answers among `answers` (keys not there are ignored). */
  size: number;
  /** created_at of its first and last answer, epoch ms. */
  firstAt: number;
  lastAt: number;
  /** Every UTC month from the question's first answer to its last, in order. */
  months: MonthShare[];
  /**
   * The test on the group's 0/1 series (means are shares, 0–1; `flagged` is p < alpha and
   * |difference| ≥ minRise). Null when the group was not tested (not among the `maxTested` largest,
   * or too small to ever reach `minShareAfter`) or the question has fewer than 2 · minSide answers.
   */
  changePoint: ChangePoint | null;
  /** A rise flagged by the test whose share after the change is at least minShareAfter. */
  converging: boolean;
  /**
   * When converging: where the spread began (`onsetMonth`), epoch ms: the test's split when that
   * is in the onset month, else the group's first answer in the onset month; and its UTC month.
   */
  since: number | null;
  sinceMonth: string | null;
}

export interface ConvergenceOptions extends Omit<ChangePointOptions, 'minEffect'> {
  /** The least rise of the share, after minus before. */
  minRise?: number;
  /** The least share after the change. */
  minShareAfter?: number;
  /** Groups tested, largest first: each test is up to 999 permutations of every answer. */
  maxTested?: number;
}

/** The largest epoch ms a Date holds (ECMAScript: ±100,000,000 days). */
const MAX_TIME = 8.64e15;

/** Per group of `groups` (arrays of keys, as groupSimilar returns), in the same order. */
export function groupConvergence(
  answers: readonly TimedAnswer[],
  groups: ReadonlyArray<readonly number[]>,
  options: ConvergenceOptions = {},
): GroupConvergence[] {
  const {
    minRise = CONVERGENCE_DEFAULTS.minRise,
    minShareAfter = CONVERGENCE_DEFAULTS.minShareAfter,
    maxTested = CONVERGENCE_DEFAULTS.maxTested,
    alpha = CONVERGENCE_DEFAULTS.alpha,
    minSide = CHANGE_POINT_DEFAULTS.minSide,
    ...testOptions
  } = options;
  for (const { at } of answers)
    if (!(Math.abs(at) <= MAX_TIME)) throw new RangeError(`created_at must be a time (epoch ms), not ${at}.`);
  // In time order, ties kept in the order given (the caller's row order), as the leak watch does.
  const sorted = answers.map((answer, i) => ({ ...answer, i })).sort((a, b) => a.at - b.at || a.i - b.i);
  const at = Float64Array.from(sorted, (answer) => answer.at);
  const positionOf = new Map<number, number>();
  sorted.forEach(({ key }, position) => positionOf.set(key, position));
  const calendar = monthsOf(at);

  // Largest first; a group too small to make up minShareAfter of minSide answers cannot be flagged.
  const tested = new Set(
    groups
      .map((keys, group) => ({ group, size: new Set(keys.filter((key) => positionOf.has(key))).size }))
      .filter(({ size }) => size >= minShareAfter * minSide)
      .sort((a, b) => b.size - a.size || a.group - b.group)
      .slice(0, maxTested)
      .map(({ group }) => group),
  );

  const monthOf = new Int32Array(sorted.length);
  calendar.forEach(({ from, to }, month) => monthOf.fill(month, from, to));

  return groups.map((keys, group) => {
    const positions = [...new Set(keys.flatMap((key) => positionOf.get(key) ?? []))].sort((a, b) => a - b);
    const joinedIn = new Int32Array(calendar.length);
    for (const position of positions) joinedIn[monthOf[position] ?? 0] = (joinedIn[monthOf[position] ?? 0] ?? 0) + 1;
    let changePoint: ChangePoint | null = null;
    if (tested.has(group)) {
      const joined = new Float64Array(sorted.length);
      for (const position of positions) joined[position] = 1;
      changePoint = changePointOfSorted(at, joined, { ...testOptions, minSide, alpha, minEffect: minRise });
    }
    const converging =
      changePoint !== null &&
      changePoint.flagged &&
      changePoint.direction === 'rise' &&
      changePoint.after.mean >= minShareAfter;
    let since: number | null = null;
    if (converging && changePoint) {
      const changeMonth = monthOf[changePoint.index] ?? 0;
      const onset = onsetMonth(calendar, joinedIn, changeMonth, alpha);
      // Within the change's own month the test's split is the best estimate; in a month before, the group's first answer there.
      since =
        onset === changeMonth
          ? changePoint.at
          : (at[positions.find((position) => (monthOf[position] ?? 0) >= onset) ?? -1] ?? changePoint.at);
    }
    return {
      group,
      size: positions.length,
      firstAt: at[positions[0] ?? -1] ?? NaN,
      lastAt: at[positions[positions.length - 1] ?? -1] ?? NaN,
      months: calendar.map(({ month, from, to }, index) => {
        const count = joinedIn[index] ?? 0;
        return { month, answers: to - from, joined: count, share: to > from ? count / (to - from) : null };
      }),
      changePoint,
      converging,
      since,
      sinceMonth: since === null ? null : utcMonth(since),
    };
  });
}

/**
 * Where a spread began. The change point splits a spread that grew over months (11%, then 34%,
 * then 50% of new answers) in its middle; the months before the split are walked back while each
 * month's share of joiners is above the share of every answer before it (Fisher's exact test,
 * one-sided, at the test's alpha). A month like the ones before it stops the walk.
 */
export function onsetMonth(
  calendar: ReadonlyArray<{ from: number; to: number }>,
  joinedIn: Int32Array,
  changeMonth: number,
  alpha: number,
): number {
  let onset = changeMonth;
  for (let month = changeMonth - 1; month >= 0; month--) {
    const { from, to } = calendar[month] ?? { from: 0, to: 0 };
    let joinedBefore = 0;
    for (let earlier = 0; earlier < month; earlier++) joinedBefore += joinedIn[earlier] ?? 0;
    if (fisherUpperTail(joinedIn[month] ?? 0, to - from, joinedBefore, from) >= alpha) break;
    onset = month;
  }
  return onset;
}

/** Every UTC month from the first time to the last, each with its [from, to) positions in `at` (ascending). */
function monthsOf(at: Float64Array): Array<{ month: string; from: number; to: number }> {
  const first = at[0];
  const last = at[at.length - 1];
  if (first === undefined || last === undefined) return [];
  const months: Array<{ month: string; from: number; to: number }> = [];
  const date = new Date(first);
  let cursor = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
  let position = 0;
  while (cursor <= last) {
    const start = new Date(cursor);
    const next = Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1);
    const from = position;
    while (position < at.length && (at[position] ?? 0) < next) position++;
    months.push({ month: utcMonth(cursor), from, to: position });
    cursor = next;
  }
  return months;
}
