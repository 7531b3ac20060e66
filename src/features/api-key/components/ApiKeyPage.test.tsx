import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { keyStore } from '@/api/key-store';
import { serveFakeApi } from '@/testing/fake-api-server';
import { renderApp } from '@/testing/render-with-providers';

const { fake, server } = serveFakeApi();
const { companyId } = await fake.ready;
const VALID_KEY = fake.apiKey;
const WRONG_KEY = `ak_live_${'W'.repeat(32)}`;
const KEY_PAGE = '/settings/api-key';
// `proxy`: the user brings the key, and no public demo key is on the page.
const proxy = { apiConnection: { mode: 'proxy' } } as const;

/** The key field (the page's region is also named "API key", after its heading). */
const keyInput = () => screen.getByLabelText('API key', { selector: 'input' });

/** Every value held in a storage area, whatever its name. */
function valuesIn(storage: Storage): string[] {
  return Object.keys(storage).map((name) => storage.getItem(name) ?? '');
}

async function enterKey(user: UserEvent, key: string, options: { remember?: boolean } = {}) {
  await user.type(keyInput(), key);
  if (options.remember) await user.click(screen.getByRole('checkbox', { name: 'Remember on this device' }));
  await user.click(screen.getByRole('button', { name: 'Check and save' }));
}

beforeEach(() => {
  keyStore.forget();
});

describe('the API key page', () => {
  it('offers a password field that browsers neither fill nor spell-check, and a remember opt-in that is off', async () => {
    await renderApp(KEY_PAGE, proxy);

    const input = keyInput();
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(screen.getByRole('checkbox', { name: 'Remember on this device' })).not.toBeChecked();
    expect(screen.getByText(/session storage until the tab is closed/)).toBeInTheDocument();
    expect(screen.getByText('No key is saved in this browser.')).toBeInTheDocument();
  });

  it('checks a valid key, shows the workspace and keeps the key for this tab, shown masked only', async () => {
    const { user } = await renderApp(KEY_PAGE, proxy);

    await enterKey(user, VALID_KEY);

    expect(await screen.findByText(`Key saved. It opens workspace ${companyId}.`)).toBeInTheDocument();
    const currentKey = screen.getByRole('region', { name: 'Current key' });
    expect(within(currentKey).getByText(companyId)).toBeInTheDocument();
    expect(within(currentKey).getByText(`ak_live_••••••••${VALID_KEY.slice(-4)}`)).toBeInTheDocument();
    expect(currentKey).toHaveTextContent('in this tab (session storage)');
    expect(keyInput()).toHaveValue('');
    expect(document.documentElement.outerHTML).not.toContain(VALID_KEY);
    expect(valuesIn(sessionStorage)).toContain(VALID_KEY);
    expect(valuesIn(localStorage)).not.toContain(VALID_KEY);
  });

  it('remembers the key on this device only when asked to', async () => {
    const { user } = await renderApp(KEY_PAGE, proxy);

    await enterKey(user, VALID_KEY, { remember: true });

    const currentKey = screen.getByRole('region', { name: 'Current key' });
    expect(
      await within(currentKey).findByText('on this device (local storage), until you forget it'),
    ).toBeInTheDocument();
    expect(valuesIn(localStorage)).toContain(VALID_KEY);
    expect(valuesIn(sessionStorage)).not.toContain(VALID_KEY);
  });

  it('explains invalid_api_key in plain words and keeps the key that was saved', async () => {
    keyStore.save(VALID_KEY, { remember: false });
    const { user } = await renderApp(KEY_PAGE, proxy);
    expect(await screen.findByText(companyId)).toBeInTheDocument();

    await enterKey(user, WRONG_KEY);

    const panel = await screen.findByRole('region', { name: 'This key was not accepted' });
    expect(panel).toHaveTextContent(
      'This key is not valid for any workspace. Keys are regenerated in the web app under Settings › Apps & Integrations › API key card; regenerating invalidates the old key at once',
    );
    expect(within(panel).getByText('invalid_api_key')).toBeInTheDocument();
    expect(within(panel).getByText(/^req_[a-z0-9]{24}$/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy details' })).toBeInTheDocument();
    expect(valuesIn(sessionStorage)).toEqual([VALID_KEY]);
    expect(screen.getByRole('region', { name: 'Current key' })).toHaveTextContent(companyId);
    expect(document.documentElement.outerHTML).not.toContain(WRONG_KEY);
  });

  it('explains missing_api_key differently', async () => {
    server.use(
      http.get('*/api/public/v1/whoami', () =>
        HttpResponse.json(
          {
            error: {
              code: 'missing_api_key',
              message: 'No API key was sent.',
              request_id: 'req_missingmissingmissing00',
            },
          },
          { status: 401 },
        ),
      ),
    );
    const { user } = await renderApp(KEY_PAGE, proxy);

    await enterKey(user, VALID_KEY);

    const panel = await screen.findByRole('region', { name: 'No key reached the API' });
    expect(panel).toHaveTextContent('No key was sent with the request');
    expect(panel).toHaveTextContent('missing_api_key');
    expect(panel).toHaveTextContent('req_missingmissingmissing00');
    expect(screen.queryByText(/not valid for any workspace/)).not.toBeInTheDocument();
    expect(valuesIn(sessionStorage)).toEqual([]);
  });

  it('asks for a key instead of sending an empty one', async () => {
    const { user } = await renderApp(KEY_PAGE, proxy);

    await user.type(keyInput(), '   ');
    await user.click(screen.getByRole('button', { name: 'Check and save' }));

    expect(screen.getByText('Enter a key first.')).toBeInTheDocument();
    expect(keyInput()).toHaveFocus();
  });

  it('warns gently about a key of an unusual shape, and still tries it', async () => {
    const { user } = await renderApp(KEY_PAGE, proxy);

    await enterKey(user, 'sk_test_123');

    expect(screen.getByText(/does not look like a live key/)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'This key was not accepted' })).toBeInTheDocument();
  });

  it('forgets the key from both storages and says so', async () => {
    keyStore.save(VALID_KEY, { remember: true });
    const { user } = await renderApp(KEY_PAGE, proxy);
    expect(await screen.findByText(companyId)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Forget key' }));

    expect(screen.getByText('Key forgotten: it was removed from this browser.')).toBeInTheDocument();
    expect(screen.getByText('No key is saved in this browser.')).toBeInTheDocument();
    expect([...valuesIn(localStorage), ...valuesIn(sessionStorage)]).not.toContain(VALID_KEY);
  });

  it('in the demo, shows the public demo key in full and uses it in one click', async () => {
    const { user } = await renderApp(KEY_PAGE, { apiConnection: { mode: 'demo', apiKey: VALID_KEY } });

    expect(screen.getByText(VALID_KEY)).toBeInTheDocument();
    expect(screen.getByText(/This is the demo: a built-in fake API/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the demo key' }));

    expect(await screen.findByText(`Key saved. It opens workspace ${companyId}.`)).toBeInTheDocument();
    expect(valuesIn(sessionStorage)).toEqual([VALID_KEY]);
  });

  it('with the key on the server, offers no form and shows the workspace', async () => {
    // The proxy would add the key; here the fake answers as if it had.
    server.use(http.get('*/api/public/v1/whoami', () => HttpResponse.json({ company_id: companyId })));
    await renderApp(KEY_PAGE, { apiConnection: { mode: 'proxy-with-server-key' } });

    expect(await screen.findByText(companyId)).toBeInTheDocument();
    expect(screen.getByText(/your browser never sees it/)).toBeInTheDocument();
    expect(screen.queryByLabelText('API key', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Forget key' })).not.toBeInTheDocument();
  });
});
