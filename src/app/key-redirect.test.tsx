import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { keyStore } from '@/api/key-store';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API, apiErrorResponse } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';

const { fake, server } = serveFakeApi();
const { companyId } = await fake.ready;

const keyInput = () => screen.getByLabelText('API key', { selector: 'input' });

beforeEach(() => {
  keyStore.save(fake.apiKey, { remember: false });
});

describe('keeping the user on a working key', () => {
  it('sends a user whose key stopped working to the key page, then back to where they were', async () => {
    const { router, user, queryClient, settled } = await renderApp('/results?status=pending', {
      apiConnection: { mode: 'proxy' },
    });
    expect(await screen.findByRole('link', { name: `Workspace ${companyId} (API key settings)` })).toBeInTheDocument();

    // Someone regenerates the key in the web app: the one this tab holds stops working at once,
    // and the next request the page makes (here, whoami asked again) gets a 401.
    const newKey = fake.regenerateKey();
    await act(() => queryClient.invalidateQueries());

    expect(await screen.findByText(/Your key stopped working/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/api-key');
    expect(router.state.location.search).toEqual({ reason: 'invalid_api_key', redirect: '/results?status=pending' });

    await user.type(keyInput(), newKey);
    await user.click(screen.getByRole('button', { name: 'Check and save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Question results' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/results?status=pending');
    expect(await screen.findByRole('link', { name: `Workspace ${companyId} (API key settings)` })).toBeInTheDocument();
    await settled();
  });

  it('after a 401, the key page shows the rejection, not the old workspace, and "Check again" goes back', async () => {
    const { router, user, queryClient, settled } = await renderApp('/results?status=pending', {
      apiConnection: { mode: 'proxy' },
    });
    expect(await screen.findByRole('link', { name: `Workspace ${companyId} (API key settings)` })).toBeInTheDocument();

    // The workspace's key is regenerated: every request with the key this tab holds gets a 401.
    server.use(
      http.all(`${API}/*`, () => apiErrorResponse(401, 'invalid_api_key', 'The API key is not valid.', 'req_401')),
    );
    // The results are asked again; the workspace checked a moment ago is still fresh in the cache.
    await act(() => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'whoami' }));

    const rejection = await screen.findByRole('button', { name: 'Check again' });
    expect(router.state.location.pathname).toBe('/settings/api-key');
    const currentKey = screen.getByRole('region', { name: 'Current key' });
    expect(within(currentKey).queryByText(companyId)).not.toBeInTheDocument();
    expect(within(currentKey).getByText('req_401')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Workspace / })).not.toBeInTheDocument();

    // The admin puts things right; one press checks again and returns the user to their page.
    server.resetHandlers();
    await user.click(rejection);
    expect(await screen.findByRole('heading', { level: 1, name: 'Question results' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/results?status=pending');
    expect(await screen.findByRole('link', { name: `Workspace ${companyId} (API key settings)` })).toBeInTheDocument();
    await settled();
  });

  it('keeps the search params of the page the user was on', async () => {
    keyStore.save(`ak_live_${'S'.repeat(32)}`, { remember: false });
    const { router, user } = await renderApp('/results?status=pending&source=pipeline', {
      apiConnection: { mode: 'proxy' },
    });

    expect(await screen.findByText(/Your key stopped working/)).toBeInTheDocument();
    expect(router.state.location.search).toEqual({
      reason: 'invalid_api_key',
      redirect: '/results?status=pending&source=pipeline',
    });
    expect(screen.getByRole('link', { name: 'Back to where you were' })).toHaveAttribute(
      'href',
      '/results?status=pending&source=pipeline',
    );

    await user.type(keyInput(), fake.apiKey);
    await user.click(screen.getByRole('button', { name: 'Check and save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Question results' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/results?status=pending&source=pipeline');
  });

  it('in proxy mode without a key, starts at the key page and continues to the page asked for', async () => {
    keyStore.forget();
    const { router, user } = await renderApp('/questions?sort=name', { apiConnection: { mode: 'proxy' } });

    expect(await screen.findByText('Enter an API key to continue.')).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ reason: 'api_key_required', redirect: '/questions?sort=name' });

    await user.type(keyInput(), fake.apiKey);
    await user.click(screen.getByRole('button', { name: 'Check and save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Questions' })).toBeInTheDocument();
    expect(router.state.location.href).toBe('/questions?sort=name');
  });

  it.each([
    ['an absolute URL', 'https://evil.example/phish'],
    ['a protocol-relative URL', '//evil.example/phish'],
    ['a backslash trick', '/\\evil.example'],
  ])('drops a redirect to %s, and a reason that is not an error code', async (_, target) => {
    const search = new URLSearchParams({ reason: '<b>Not A Code</b>', redirect: target });
    const { router } = await renderApp(`/settings/api-key?${search.toString()}`);

    // The header's whoami answers: the page has settled.
    expect(await screen.findByRole('link', { name: `Workspace ${companyId} (API key settings)` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'API key' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({});
    expect(screen.queryByRole('link', { name: 'Back to where you were' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Not A Code/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
