/**
 * The fake API as a child process over real HTTP (`src/mocks/http-server.ts`), for the Node
 * benchmarks: resolves with its base URL and key once it listens; killed when this process exits.
 */
import { spawn } from 'node:child_process';

export async function startFakeApiProcess(
  args: string[],
): Promise<{ baseUrl: string; apiKey: string; stop: () => void }> {
  const server = spawn('node_modules/.bin/tsx', ['src/mocks/http-server.ts', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const { baseUrl, apiKey } = await new Promise<{ baseUrl: string; apiKey: string }>((resolve, reject) => {
    let out = '';
    server.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const baseUrl = /base URL: (\S+)/.exec(out)?.[1];
      const apiKey = /API key: (\S+)/.exec(out)?.[1];
      if (baseUrl && apiKey) resolve({ baseUrl, apiKey });
    });
    server.on('exit', (code) => reject(new Error(`fake API exited with ${code}`)));
  });
  return { baseUrl, apiKey, stop };
}
