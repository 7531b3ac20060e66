import { setupWorker } from 'msw/browser';
import { DEMO_LIVE_MODE_STORAGE_KEY } from './demo';
import { createFakeApi } from './fake-api';

/**
 * Demo mode: the fake API inside the page, behind the MSW service worker. The worker starts at
 * once; the dataset is generated in slices so the page stays responsive, and requests that
 * arrive before it is ready simply wait for it. Live mode adds and grades answers over time.
 */
export async function startDemoFakeApi(): Promise<{ apiKey: string; ready: Promise<void> }> {
  const fake = createFakeApi({ generation: 'sliced', latencyMs: 120 });
  const worker = setupWorker(...fake.handlers);
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // Only the API is faked; everything else (assets, HMR) goes to the network untouched.
    onUnhandledRequest: 'bypass',
  });
  if (liveModeWanted()) fake.startLive();
  return { apiKey: fake.apiKey, ready: fake.ready.then(() => undefined) };
}

function liveModeWanted(): boolean {
  try {
    return globalThis.localStorage.getItem(DEMO_LIVE_MODE_STORAGE_KEY) !== 'off';
  } catch {
    // Storage can be disabled (privacy settings): the demo then runs live, its default.
    return true;
  }
}
