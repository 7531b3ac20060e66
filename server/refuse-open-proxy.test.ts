import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const VITE = join(ROOT, 'node_modules', '.bin', 'vite');
const KEY = 'ak_live_ServerSideKeyNeverInTheBrowser01';

/** Starts `vite [args]` with the given server settings and returns how it ended, or after 20 s. */
function startVite(args: string[], env: Record<string, string>) {
  const { status, stderr, stdout } = spawnSync(VITE, [...args, '--port', '0', '--strictPort'], {
    cwd: ROOT,
    env: { ...process.env, ASSESSMENT_API_URL: 'http://127.0.0.1:9', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { status, output: `${stdout}${stderr}` };
}

describe('a server holding the key, started on a public interface without access control', () => {
  it('refuses to start (dev server) and says what to set', () => {
    const { status, output } = startVite(['--host', '0.0.0.0'], { ASSESSMENT_API_KEY: KEY });
    expect(status).toBe(1);
    expect(output).toContain('Refusing to listen on host 0.0.0.0: ASSESSMENT_API_KEY is set');
    expect(output).toContain('ASSESSMENT_BASIC_AUTH=user:password');
    expect(output).not.toContain(KEY);
  });

  it('refuses to start (preview server, --host without a value) and never prints the key', () => {
    const { status, output } = startVite(['preview', '--host'], { ASSESSMENT_API_KEY: KEY });
    expect(status).toBe(1);
    expect(output).toContain('Refusing to listen on every network interface');
    expect(output).not.toContain(KEY);
  });

  it('says at start-up that a malformed ASSESSMENT_BASIC_AUTH must be user:password', () => {
    const { status, output } = startVite(['--host', '127.0.0.1'], {
      ASSESSMENT_API_KEY: KEY,
      ASSESSMENT_BASIC_AUTH: 'no-colon-here',
    });
    expect(status).toBe(1);
    expect(output).toContain('ASSESSMENT_BASIC_AUTH must be user:password');
    expect(output).not.toContain('no-colon-here');
  });
});
