/**
 * The fake API as a child process over real HTTP, for the Node benchmarks: takes `npm run
 * fake-api` flags (on a free port unless `--port` says otherwise) and resolves once it listens.
 * Started through the fake's launcher (src/mocks/http/launch.ts); killed when this process exits.
 */
import { launchFakeApi } from '@/mocks/http/launch';
import { parseServerArgs } from '@/mocks/http/options';

export async function startFakeApiProcess(
  args: string[],
): Promise<{ baseUrl: string; apiKey: string; stop: () => void }> {
  const options = parseServerArgs(args);
  if (options === 'help') throw new Error('startFakeApiProcess takes the flags of `npm run fake-api`, not --help');
  const fake = await launchFakeApi({ port: 0, ...options }, { stderr: 'inherit' });
  return { baseUrl: fake.baseUrl, apiKey: fake.apiKey, stop: () => void fake.stop() };
}
