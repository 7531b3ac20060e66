import './styles.css';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { connectApiClient, saveDemoKeyIfNoneStored } from './app/connect-api-client';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import type { RouterContext } from './app/router-context';
import { SERVED_API_MODE_META, type ApiConnection } from './lib/api-mode';
import { yieldToMain } from './lib/yield-to-main';
import { discoverTeamServer } from './features/statistics/team/team-server';

async function connectToApi(): Promise<ApiConnection> {
  // The build-time constant (not a variable) lets the bundler drop the fake API
  // from builds that talk to a real API.
  if (__API_MODE__ !== 'demo') return { mode: __API_MODE__ };
  // A demo build served by the team server talks to it: the page's head names the server's mode.
  const served = document.querySelector<HTMLMetaElement>(`meta[name="${SERVED_API_MODE_META}"]`)?.content;
  if (served === 'proxy' || served === 'proxy-with-server-key') return { mode: served };
  // The worker must be running before the first render: routes fetch on load.
  const { startDemoFakeApi } = await import('./mocks/browser');
  const { apiKey, ready } = await startDemoFakeApi();
  // Requests wait for the dataset on their own; this only makes a failure visible.
  ready.catch((error: unknown) => console.error('The demo dataset could not be generated.', error));
  return { mode: 'demo', apiKey };
}

function showStartupFailure(rootElement: HTMLElement, error: unknown) {
  const reason = error instanceof Error ? error.message : String(error);
  rootElement.replaceChildren();
  const main = rootElement.appendChild(document.createElement('main'));
  main.className = 'app-main';
  main.appendChild(document.createElement('h1')).textContent = 'Assessment Insights could not start';
  main.appendChild(document.createElement('p')).textContent = reason;
}

async function start(rootElement: HTMLElement) {
  // The modules' evaluation was one long task; the router and the first page start in the next.
  await yieldToMain();
  const apiConnection = await connectToApi();
  saveDemoKeyIfNoneStored(apiConnection);
  const context: RouterContext = {
    queryClient: createQueryClient(),
    apiConnection,
    // Read from the page's head: the team server says it is there when it serves the page.
    teamServer: discoverTeamServer(),
  };
  const router = createAppRouter({ context });
  // Before the first render: the first page's requests already go through the configured client.
  connectApiClient(apiConnection, router);
  const root = createRoot(rootElement);
  // A transition: the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (mobile TBT).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} context={context} />
      </StrictMode>,
    ),
  );
}

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
start(rootElement).catch((error: unknown) => {
  console.error(error);
  showStartupFailure(rootElement, error);
});
