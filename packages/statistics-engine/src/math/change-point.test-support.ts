import { mulberry32 } from './change-point-simulation';

const DAY = 86_400_000;
const JAN_1 = Date.UTC(2026, 0, 1);

/** n scores a day apart from 1 January 2026 (UTC), mean `before` then `after` from day `step`, SD ~15. */
export function stepSeries(n: number, step: number, before: number, after: number, seed = 7) {
  const random = mulberry32(seed);
  return Array.from({ length: n }, (_, day) => {
    const noise = 15 * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const score = Math.round(Math.min(100, Math.max(0, (day < step ? before : after) + noise)));
    return { at: JAN_1 + day * DAY, score };
  });
}
