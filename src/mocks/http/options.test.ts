import { describe, expect, it } from 'vitest';

import { parseServerArgs, serverArgs, UsageError, type FakeApiServerOptions } from './options';

describe("the fake API server's flags", () => {
  it('read back what the launcher writes, every option included', () => {
    const options: FakeApiServerOptions = {
      port: 0,
      key: 'ak_live_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
      seed: 11,
      scale: 'small',
      clockOffsetMs: -5_000,
      live: { intervalMs: 500, answersPerTick: 3, ticks: 4 },
      fault: '5xx',
      faultCount: 2,
      controlPort: 0,
    };
    expect(parseServerArgs(serverArgs(options))).toEqual(options);
  });

  it('take a small dataset by --scale, and say what --scale takes when given something else', () => {
    expect(parseServerArgs(['--scale', 'small'])).toEqual({ scale: 'small' });
    expect(() => parseServerArgs(['--scale', 'tiny'])).toThrow(
      new UsageError('--scale must be one of full, small; got "tiny"'),
    );
  });
});
