import type { PageEndpoint } from './protocol';

/** The channel to the worker; tests pass their own to watch what crosses it. */
export interface Connection {
  endpoint: PageEndpoint;
  onError: (listener: (error: Error) => void) => void;
  close: () => void;
}

export function connect(): Connection {
  if (typeof Worker !== 'undefined') {
    const worker = new Worker(new URL('./statistics.worker.ts', import.meta.url), {
      type: 'module',
      name: 'statistics',
    });
    return {
      endpoint: worker,
      onError: (listener) =>
        worker.addEventListener('error', (event) => {
          event.preventDefault();
          listener(
            new Error(
              `The statistics stopped working (${event.message || 'the worker failed to start'}). Reload the page.`,
            ),
          );
        }),
      close: () => worker.terminate(),
    };
  }
  const channel = new MessageChannel();
  // Node's ports would keep a test run alive; a browser's have no unref.
  (channel.port1 as MessagePort & { unref?: () => void }).unref?.();
  (channel.port2 as MessagePort & { unref?: () => void }).unref?.();
  const served = import('./serve-statistics').then(({ serveStatistics }) => serveStatistics(channel.port2));
  return {
    endpoint: channel.port1,
    onError: () => undefined,
    close: () => {
      void served.then((server) => server.close());
      channel.port1.close();
    },
  };
}
