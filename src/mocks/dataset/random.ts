/**
 * Seeded pseudo-random source (sfc32). The fake's dataset must be identical for a given seed
 * in the browser, in Vitest and in the HTTP server, so nothing here may touch Math.random.
 */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  normal(mean?: number, sd?: number): number;
  uuid(): string;
  alphanumeric(length: number): string;
  shuffle<T>(items: readonly T[]): T[];
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Each byte as two hex digits: a uuid's words are built from these rather than toString(16) (a fifth of the generation). */
const HEX_BYTES = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

export function createRandom(seed: number): Random {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88 ^ Math.imul(seed, 0x85ebca6b);
  let c = 0xb7e15162 ^ Math.imul(seed, 0xc2b2ae35);
  let d = 1;
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up so nearby seeds diverge.
  for (let i = 0; i < 16; i++) next();

  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  /** Eight hex digits of one draw. */
  const word = () => {
    const n = Math.floor(next() * 4294967296);
    return `${HEX_BYTES[n >>> 24]}${HEX_BYTES[(n >>> 16) & 255]}${HEX_BYTES[(n >>> 8) & 255]}${HEX_BYTES[n & 255]}`;
  };
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    normal(mean = 0, sd = 1) {
      // Box–Muller; 1 - next() avoids log(0).
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    uuid() {
      const a = word(),
        b = word(),
        c = word(),
        d = word();
      const variant = '89ab'[Math.floor(next() * 4)] ?? '8';
      return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
    },
    alphanumeric(length) {
      let out = '';
      for (let i = 0; i < length; i++) out += ALPHANUMERIC[Math.floor(next() * ALPHANUMERIC.length)];
      return out;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
