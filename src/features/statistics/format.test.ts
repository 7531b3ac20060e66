import { describe, expect, it } from 'vitest';

import { roundAsShown } from '@assessment-insights/statistics-engine';
import {
  formatCorrelation,
  formatCount,
  formatFacility,
  formatPercent,
  formatPercentInterval,
  formatSem,
  utcMonthName,
} from './format';

// The test environment's locale is en-US, as in the rest of the app's tests.
describe('how the statistics are shown', () => {
  it('shows facility and SEM with one decimal, counts grouped', () => {
    expect(formatFacility(67.5)).toBe('67.5');
    expect(formatFacility(71)).toBe('71.0');
    expect(formatFacility(34.96)).toBe('35.0');
    expect(formatSem(19.3649)).toBe('19.4');
    expect(formatCount(2202)).toBe('2,202');
  });

  it('shows rates and their intervals as percents with one decimal', () => {
    expect(formatPercent(0.448)).toBe('44.8%');
    expect(formatPercent(1)).toBe('100.0%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatPercentInterval({ lower: 0.42734, upper: 0.46912 })).toBe('42.7–46.9%');
  });

  it('shows discrimination and alpha with two decimals, and no minus sign on a value shown as 0', () => {
    expect(formatCorrelation(0.3449)).toBe('0.34');
    expect(formatCorrelation(0.78)).toBe('0.78');
    expect(formatCorrelation(-0.126)).toBe('-0.13');
    expect(formatCorrelation(-0.004)).toBe('0.00');
  });

  it('rounds as the engine does, so a band is judged on the value shown', () => {
    expect(roundAsShown(0.395, 2)).toBe(Number(formatCorrelation(0.395)));
    expect(formatFacility(roundAsShown(34.96, 1))).toBe(formatFacility(34.96));
  });
});

describe('utcMonthName', () => {
  it('names the UTC month in English', () => {
    expect(utcMonthName(Date.UTC(2026, 11, 31, 23, 59))).toBe('December 2026');
    expect(utcMonthName(Date.UTC(2027, 0, 1))).toBe('January 2027');
  });
});
