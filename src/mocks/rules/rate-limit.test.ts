import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

const MINUTE_START = Date.UTC(2026, 10, 22, 10, 15, 0);

function limiterAt(start: number, minuteLimit = 3, dayLimit = 100) {
  const clock = { now: start };
  return { clock, limiter: createRateLimiter({ minuteLimit, dayLimit, now: () => clock.now }) };
}

describe('rate limiter (fixed UTC windows)', () => {
  it('counts every request against both windows and reports what is left', () => {
    const { limiter } = limiterAt(MINUTE_START + 10_000);
    const first = limiter.take('w');
    expect(first.allowed).toBe(true);
    expect(first.headers['X-RateLimit-Remaining-Minute']).toBe('2');
    expect(first.headers['X-RateLimit-Remaining-Day']).toBe('99');
    expect(first.headers['X-RateLimit-Reset']).toBe(String((MINUTE_START + 60_000) / 1000));
  });

  it('refuses past the minute budget with Retry-After to the minute end, and does not count refusals', () => {
    const { clock, limiter } = limiterAt(MINUTE_START + 45_500);
    for (let i = 0; i < 3; i++) expect(limiter.take('w').allowed).toBe(true);
    const refused = limiter.take('w');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(15);
    expect(refused.headers['X-RateLimit-Remaining-Day']).toBe('97');
    clock.now = MINUTE_START + 60_000;
    const next = limiter.take('w');
    expect(next.allowed).toBe(true);
    expect(next.headers['X-RateLimit-Remaining-Minute']).toBe('2');
  });

  it('Retry-After is at least one second even at the very end of a window', () => {
    const { limiter } = limiterAt(MINUTE_START + 59_999, 1);
    limiter.take('w');
    expect(limiter.take('w').retryAfterSeconds).toBe(1);
  });

  it('once the day budget is spent, Reset and Retry-After point at the end of the UTC day', () => {
    const { clock, limiter } = limiterAt(MINUTE_START, 100, 2);
    limiter.take('w');
    const last = limiter.take('w');
    const endOfDay = Date.UTC(2026, 10, 23) / 1000;
    expect(last.headers['X-RateLimit-Reset']).toBe(String(endOfDay));
    clock.now += 120_000;
    const refused = limiter.take('w');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(endOfDay - (MINUTE_START + 120_000) / 1000);
    clock.now = Date.UTC(2026, 10, 23, 0, 0, 1);
    expect(limiter.take('w').allowed).toBe(true);
  });

  it('keeps workspaces apart', () => {
    const { limiter } = limiterAt(MINUTE_START, 1);
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });
});
