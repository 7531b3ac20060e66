import type { FakeApiServer } from './serve';

/**
 * The lines `npm run fake-api` prints once it listens, and how a launcher reads them back:
 * the base URL, the key and the control URL are what a process that started it needs.
 */

export function startupLines(server: FakeApiServer): string[] {
  const { live, fault, controlUrl } = server;
  const mode =
    fault.remaining === null
      ? fault.mode
      : `${fault.mode} for the next ${fault.remaining} request${fault.remaining === 1 ? '' : 's'}`;
  return [
    'Fake Assessment Reporting API',
    `  base URL: ${server.baseUrl}`,
    `  API key: ${server.apiKey}`,
    `  company: ${server.companyId}`,
    `  dataset: seed ${server.seed}, ${server.scale} size, generated in ${server.generatedMs} ms`,
    live
      ? `  live mode: on, every ${live.intervalMs} ms ${live.answersPerTick} new answers and ${live.gradingsPerTick} gradings` +
        (live.startAfterMs > 0 ? `, starting after ${live.startAfterMs} ms` : '') +
        (Number.isFinite(live.ticks) ? `, ${live.ticks} ticks` : '')
      : '  live mode: off (--live turns it on)',
    // The last line: a reader knows the start-up lines are complete once it has it.
    controlUrl === undefined
      ? `  faults: ${mode}; no control endpoint (--control-port turns it on)`
      : `  faults: ${mode}; control URL: ${controlUrl} (PUT /fault, GET|DELETE /requests)`,
  ];
}

export interface StartupInfo {
  baseUrl: string;
  apiKey: string;
  controlUrl: string | undefined;
}

/** What the start-up lines in `output` say, once they are all there (undefined before). */
export function readStartupLines(output: string): StartupInfo | undefined {
  // Complete lines only: a chunk may end in the middle of a URL.
  const complete = output.slice(0, output.lastIndexOf('\n') + 1);
  const faults = /^ {2}faults: .*$/m.exec(complete)?.[0];
  const baseUrl = /^ {2}base URL: (\S+)$/m.exec(complete)?.[1];
  const apiKey = /^ {2}API key: (\S+)$/m.exec(complete)?.[1];
  if (faults === undefined || baseUrl === undefined || apiKey === undefined) return undefined;
  return { baseUrl, apiKey, controlUrl: /control URL: (\S+)/.exec(faults)?.[1] };
}
