import { describe, expect, it } from 'vitest';

import { displayTimeZone } from './format-time';
import {
  addDays,
  createdAfterForDate,
  createdBeforeForDate,
  dateOfCreatedAfter,
  dateOfCreatedBefore,
  localDateOf,
  offsetMinutesAt,
  parseLocalDate,
  startOfLocalDay,
} from './local-date';

describe('parseLocalDate and addDays', () => {
  it('reads YYYY-MM-DD days that exist, and nothing else', () => {
    expect(parseLocalDate('2026-03-01')).toEqual({ year: 2026, month: 3, day: 1 });
    expect(parseLocalDate('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    for (const invalid of [
      '2026-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-3-1',
      '',
      'yesterday',
      '2026-03-01T00:00:00Z',
    ]) {
      expect(parseLocalDate(invalid), invalid).toBeUndefined();
    }
  });

  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('0050-01-01', 1)).toBe('0050-01-02');
    expect(addDays('not a day', 1)).toBeUndefined();
  });
});

describe('startOfLocalDay', () => {
  it.each([
    ['2026-03-01', 'Europe/Berlin', '2026-03-01T00:00:00+01:00'],
    ['2026-07-01', 'Europe/Berlin', '2026-07-01T00:00:00+02:00'],
    ['2026-03-01', 'UTC', '2026-03-01T00:00:00+00:00'],
    ['2026-03-01', 'Asia/Kolkata', '2026-03-01T00:00:00+05:30'],
    ['2026-01-01', 'Asia/Kathmandu', '2026-01-01T00:00:00+05:45'],
    ['2026-03-01', 'America/St_Johns', '2026-03-01T00:00:00-03:30'],
    ['2026-03-01', 'America/New_York', '2026-03-01T00:00:00-05:00'],
    ['2026-03-01', 'Pacific/Kiritimati', '2026-03-01T00:00:00+14:00'],
    // DST days keep the offset in force at midnight. Berlin: clocks go forward on 29 March at
    // 02:00 and back on 25 October at 03:00.
    ['2026-03-29', 'Europe/Berlin', '2026-03-29T00:00:00+01:00'],
    ['2026-03-30', 'Europe/Berlin', '2026-03-30T00:00:00+02:00'],
    ['2026-10-25', 'Europe/Berlin', '2026-10-25T00:00:00+02:00'],
    ['2026-10-26', 'Europe/Berlin', '2026-10-26T00:00:00+01:00'],
    // Lord Howe changes by half an hour.
    ['2026-04-06', 'Australia/Lord_Howe', '2026-04-06T00:00:00+10:30'],
    // A day whose midnight the clocks skip starts when they jump. Santiago and (in 2018) São
    // Paulo moved clocks from 00:00 to 01:00.
    ['2026-09-06', 'America/Santiago', '2026-09-06T01:00:00-03:00'],
    ['2018-11-04', 'America/Sao_Paulo', '2018-11-04T01:00:00-02:00'],
    ['2026-03-08', 'America/Havana', '2026-03-08T01:00:00-04:00'],
    ['2026-03-29', 'Asia/Beirut', '2026-03-29T01:00:00+03:00'],
    // A jump of a quarter of an hour: Kathmandu went from +05:30 to +05:45 at midnight.
    ['1986-01-01', 'Asia/Kathmandu', '1986-01-01T00:15:00+05:45'],
    // A jump across midnight: Toronto went from 23:30 to 00:30 on 30 March 1919.
    ['1919-03-31', 'America/Toronto', '1919-03-31T00:30:00-04:00'],
    // When the clocks fall back onto midnight, the first of the two. Havana goes from 01:00
    // back to 00:00 on 1 November 2026.
    ['2026-11-01', 'America/Havana', '2026-11-01T00:00:00-04:00'],
    // East of UTC too: Amman went from 01:00 back to 00:00 on 29 October 2021, Vostok from +07:00
    // to +05:00 at midnight on 18 December 2023.
    ['2021-10-29', 'Asia/Amman', '2021-10-29T00:00:00+03:00'],
    ['2023-12-18', 'Antarctica/Vostok', '2023-12-18T00:00:00+07:00'],
  ])('%s in %s starts at %s', (date, zone, start) => {
    expect(startOfLocalDay(date, zone)).toBe(start);
  });

  it('reads offsets under an hour west of UTC as west', () => {
    // Liberia kept UTC-00:44:30 until 1972: its days started at 00:44:30 UTC.
    expect(offsetMinutesAt(Date.UTC(1971, 5, 1), 'Africa/Monrovia')).toBe(-44.5);
    expect(Date.parse(startOfLocalDay('1971-06-01', 'Africa/Monrovia') ?? '')).toBe(Date.UTC(1971, 5, 1, 0, 44, 30));
    expect(localDateOf(Date.UTC(1971, 5, 1, 0, 30), 'Africa/Monrovia')).toBe('1971-05-31');
  });

  it('starts days of years before 100 in those years', () => {
    expect(startOfLocalDay('0050-01-01', 'UTC')).toBe('0050-01-01T00:00:00+00:00');
    expect(createdBeforeForDate('0099-12-31', 'UTC')).toBe('0100-01-01T00:00:00+00:00');
  });

  it('gives instants the API reads as the same moment, and undefined for invalid days', () => {
    expect(Date.parse(startOfLocalDay('2026-03-01', 'Asia/Kolkata') ?? '')).toBe(Date.UTC(2026, 1, 28, 18, 30));
    expect(startOfLocalDay('2026-02-30', 'UTC')).toBeUndefined();
    expect(startOfLocalDay('', 'UTC')).toBeUndefined();
  });

  it('uses the display time zone by default', () => {
    expect(startOfLocalDay('2026-03-01')).toBe(startOfLocalDay('2026-03-01', displayTimeZone()));
  });
});

describe('created_after / created_before for the From and To days', () => {
  it('From D is the start of D; To D (whole day) is the start of D + 1, as created_before is exclusive', () => {
    expect(createdAfterForDate('2026-03-01', 'Europe/Berlin')).toBe('2026-03-01T00:00:00+01:00');
    expect(createdBeforeForDate('2026-03-01', 'Europe/Berlin')).toBe('2026-03-02T00:00:00+01:00');
    expect(createdBeforeForDate('2026-03-28', 'Europe/Berlin')).toBe('2026-03-29T00:00:00+01:00');
    expect(createdBeforeForDate('2026-03-29', 'Europe/Berlin')).toBe('2026-03-30T00:00:00+02:00');
    expect(createdBeforeForDate('2026-12-31', 'Asia/Kolkata')).toBe('2027-01-01T00:00:00+05:30');
    expect(createdAfterForDate('2026-13-01', 'UTC')).toBeUndefined();
    expect(createdBeforeForDate('', 'UTC')).toBeUndefined();
  });

  /** The From and To instants of `day` read back as `day`, exactly. */
  const expectDayRoundTrips = (day: string, zone: string) => {
    expect(dateOfCreatedAfter(createdAfterForDate(day, zone) ?? '', zone), `${day} ${zone}`).toEqual({
      date: day,
      exact: true,
    });
    expect(dateOfCreatedBefore(createdBeforeForDate(day, zone) ?? '', zone), `${day} ${zone}`).toEqual({
      date: day,
      exact: true,
    });
  };

  it('maps the instants back to the days exactly', () => {
    for (const zone of ['Europe/Berlin', 'Asia/Kolkata', 'America/New_York', 'America/Santiago', 'UTC']) {
      for (const day of ['2026-03-01', '2026-03-29', '2026-09-06', '2026-10-25', '2026-12-31']) {
        expectDayRoundTrips(day, zone);
      }
    }
  });

  it('maps the instants of days with a skipped or doubled midnight back exactly', () => {
    for (const [day, zone] of [
      ['2026-09-06', 'America/Santiago'],
      ['2026-03-29', 'Asia/Beirut'],
      ['2026-11-01', 'America/Havana'],
      ['2021-10-29', 'Asia/Amman'],
      ['1986-01-01', 'Asia/Kathmandu'],
    ] as const) {
      expectDayRoundTrips(day, zone);
    }
  });

  it('shows an instant from another time zone as its day here, flagged as not exact', () => {
    // A Berlin link read in New York: 1 March 00:00 in Berlin is 28 February 18:00 there.
    expect(dateOfCreatedAfter('2026-03-01T00:00:00+01:00', 'America/New_York')).toEqual({
      date: '2026-02-28',
      exact: false,
    });
    expect(dateOfCreatedBefore('2026-03-02T00:00:00+01:00', 'America/New_York')).toEqual({
      date: '2026-03-01',
      exact: false,
    });
    // An instant during the day: To shows the day it cuts into.
    expect(dateOfCreatedBefore('2026-03-02T10:00:00Z', 'Europe/Berlin')).toEqual({ date: '2026-03-02', exact: false });
    expect(dateOfCreatedAfter('2026-03-01T00:00:00Z', 'Europe/Berlin')).toEqual({ date: '2026-03-01', exact: false });
    expect(dateOfCreatedAfter('2026-03-01T00:00:00.000Z', 'UTC')).toEqual({ date: '2026-03-01', exact: true });
  });

  it('reads nothing from a malformed instant', () => {
    expect(dateOfCreatedAfter('not a date', 'UTC')).toBeUndefined();
    expect(dateOfCreatedBefore('', 'UTC')).toBeUndefined();
  });
});

describe('offsetMinutesAt and localDateOf', () => {
  it('computes the zone’s offset and day at an instant', () => {
    const instant = Date.UTC(2026, 6, 1, 20, 0);
    expect(offsetMinutesAt(instant, 'Asia/Kolkata')).toBe(330);
    expect(offsetMinutesAt(instant, 'America/New_York')).toBe(-240);
    expect(offsetMinutesAt(instant, 'UTC')).toBe(0);
    expect(localDateOf(instant, 'Asia/Kolkata')).toBe('2026-07-02');
    expect(localDateOf(instant, 'America/New_York')).toBe('2026-07-01');
  });

  it('turns the day at the zone’s midnight for 45-minute and half-hour offsets', () => {
    expect(offsetMinutesAt(Date.UTC(2026, 0, 1), 'Asia/Kathmandu')).toBe(345);
    expect(offsetMinutesAt(Date.UTC(2026, 0, 1), 'America/St_Johns')).toBe(-210);
    expect(localDateOf(Date.UTC(2026, 0, 1, 18, 14, 59, 999), 'Asia/Kathmandu')).toBe('2026-01-01');
    expect(localDateOf(Date.UTC(2026, 0, 1, 18, 15), 'Asia/Kathmandu')).toBe('2026-01-02');
    expect(localDateOf(Date.UTC(2026, 0, 2, 3, 29, 59, 999), 'America/St_Johns')).toBe('2026-01-01');
    expect(localDateOf(Date.UTC(2026, 0, 2, 3, 30), 'America/St_Johns')).toBe('2026-01-02');
  });
});
