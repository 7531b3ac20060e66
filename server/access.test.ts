import { describe, expect, it } from 'vitest';

import { exposureProblem, hasBasicAuth, isLoopbackHost, parseBasicAuthSetting } from './access.ts';

const basic = (value: string) => `Basic ${Buffer.from(value, 'utf8').toString('base64')}`;

describe('Basic auth', () => {
  const credentials = parseBasicAuthSetting('insights:correct horse:battery');

  it('accepts exactly the configured user and password (a password may hold colons)', () => {
    expect(credentials.user).toBe('insights');
    expect(hasBasicAuth(basic('insights:correct horse:battery'), credentials)).toBe(true);
    expect(
      hasBasicAuth(`basic   ${Buffer.from('insights:correct horse:battery').toString('base64')}`, credentials),
    ).toBe(true);
  });

  it('refuses anything else', () => {
    for (const header of [
      undefined,
      '',
      'Basic',
      basic('insights:correct horse'),
      basic('insights:correct horse:battery '),
      basic('Insights:correct horse:battery'),
      basic(''),
      'Bearer ak_live_ABCDEFGHIJKLMNOPQRSTUVWXYZ012345',
      'Basic not*base64',
    ]) {
      expect(hasBasicAuth(header, credentials), String(header)).toBe(false);
    }
  });

  it('says at start-up what a malformed setting should look like', () => {
    for (const setting of ['insights', ':secret', 'insights:', '']) {
      expect(() => parseBasicAuthSetting(setting)).toThrow(/user:password/);
    }
  });
});

describe('refusing to expose a server-side key', () => {
  const open = { serverKey: true, basicAuth: false, allowOpenProxy: false };

  it('tells loopback hosts from the rest', () => {
    for (const host of [undefined, false, 'localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]']) {
      expect(isLoopbackHost(host), String(host)).toBe(true);
    }
    for (const host of [true, '0.0.0.0', '::', '192.168.1.20', 'insights.example.com']) {
      expect(isLoopbackHost(host), String(host)).toBe(false);
    }
  });

  it('refuses a non-loopback host with a server key and no access control, and says why and what to set', () => {
    const problem = exposureProblem({ ...open, host: true });
    expect(problem).toMatch(/every network interface/);
    expect(problem).toMatch(/ASSESSMENT_BASIC_AUTH=user:password/);
    expect(problem).toMatch(/ASSESSMENT_ALLOW_OPEN_PROXY=1/);
    expect(exposureProblem({ ...open, host: '0.0.0.0' })).toMatch(/host 0\.0\.0\.0/);
  });

  it('starts on loopback, with Basic auth, when the operator vouches for access control, or without a server key', () => {
    expect(exposureProblem({ ...open, host: '127.0.0.1' })).toBeNull();
    expect(exposureProblem({ ...open, host: true, basicAuth: true })).toBeNull();
    expect(exposureProblem({ ...open, host: true, allowOpenProxy: true })).toBeNull();
    expect(exposureProblem({ ...open, host: true, serverKey: false })).toBeNull();
  });
});
