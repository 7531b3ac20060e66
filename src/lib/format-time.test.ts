import { describe, expect, it } from 'vitest';

import { displayTimeZone, formatDateTime, formatDuration, formatTimeLeft } from './format-time';

describe('formatTimeLeft', () => {
  const now = Date.UTC(2026, 10, 22, 10, 0, 0);

  it.each([
    [41_200, 'in 42 s'],
    [1, 'in 1 s'],
    [0, 'now'],
    [-5_000, 'now'],
    [185_000, 'in 3 min 5 s'],
    [5 * 3_600_000 + 12 * 60_000, 'in 5 h 12 min'],
  ])('%i ms ahead reads "%s"', (ahead, text) => expect(formatTimeLeft(now, now + ahead)).toBe(text));
});

describe('formatDateTime', () => {
  it('formats an ISO date-time in the user’s locale and time zone, and keeps a malformed one as it came', () => {
    expect(formatDateTime('2026-11-22T10:00:00Z')).toMatch(/2026/);
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(displayTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe('formatDuration', () => {
  it('reads as a person would say it, in days from two days on', () => {
    expect(formatDuration(400)).toBe('1 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration((2 * 60 + 4) * 60_000)).toBe('2 h 4 min');
    expect(formatDuration((47 * 60 + 59) * 60_000)).toBe('47 h 59 min');
    expect(formatDuration((3 * 24 + 4) * 3_600_000)).toBe('3 days 4 h');
  });
});
