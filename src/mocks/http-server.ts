import { startupLines } from './http/banner';
import { parseServerArgs, USAGE, UsageError } from './http/options';
import { startFakeApiServer } from './http/serve';

/**
 * `npm run fake-api`: the fake API as a real HTTP server, serving the very handlers the demo and
 * the tests use. The flags are in http/options.ts (`--help` lists them); `--port 0` picks a free
 * port. The start-up lines (http/banner.ts) say the base URL and key once it listens. Other
 * programs start it through http/launch.ts, as a child process, or in-process with http/serve.ts.
 */

function parsed() {
  try {
    return parseServerArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    process.exit(2);
  }
}

const options = parsed();
if (options === 'help') {
  console.log(USAGE);
  process.exit(0);
}

const server = await startFakeApiServer(options).catch((error: unknown) => {
  console.error('[fake-api] could not start', error);
  process.exit(1);
});
for (const line of startupLines(server)) console.log(line);

function shutdown(signal: string) {
  console.log(`[fake-api] ${signal}: shutting down`);
  void server.close().then(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
