import { expect } from 'vitest';

/** How far two numbers may be apart: within `relative` of the larger magnitude, or `absolute`. */
export interface Closeness {
  relative: number;
  absolute: number;
}

/**
 * Two values of the same shape equal, numbers within `closeness` and everything else exactly: for
 * figures that two iterations reach in different last digits. The message names the path of the
 * first difference.
 */
export function expectClose(
  actual: unknown,
  expected: unknown,
  closeness: Closeness = { relative: 1e-7, absolute: 0 },
  path = '$',
): void {
  if (typeof actual === 'number' && typeof expected === 'number') {
    // Equal infinities, and NaN against NaN, are the same figure.
    if (actual === expected || Object.is(actual, expected)) return;
    const message = `${path}: ${actual} against ${expected}`;
    const allowed = Math.max(closeness.relative * Math.max(Math.abs(actual), Math.abs(expected)), closeness.absolute);
    expect(Math.abs(actual - expected), message).toBeLessThanOrEqual(allowed);
    return;
  }
  if (Array.isArray(actual) && Array.isArray(expected)) {
    expect(actual.length, `${path}.length`).toBe(expected.length);
    actual.forEach((item, index) => expectClose(item, expected[index], closeness, `${path}[${index}]`));
    return;
  }
  if (isRecord(actual) && isRecord(expected)) {
    expect(Object.keys(actual).sort(), `${path}: keys`).toEqual(Object.keys(expected).sort());
    for (const key of Object.keys(actual)) expectClose(actual[key], expected[key], closeness, `${path}.${key}`);
    return;
  }
  expect(actual, path).toEqual(expected);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
