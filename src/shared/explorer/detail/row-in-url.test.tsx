import { act, screen, waitFor, within } from '@testing-library/react';
import type { RouterHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

import { recordRequests } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';
import { APP_TEST_TIMEOUT, answersTable, searchOf, serveResultsApp } from '@/shared/explorer/results-app.test-support';

const { server, answer, servePage } = await serveResultsApp();

type AppRouter = Awaited<ReturnType<typeof renderApp>>['router'];
const historyOf = (router: AppRouter) => router.history as RouterHistory;

const rows = [answer(1), answer(2), answer(3)];
const NOT_ON_PAGE = '00000000-0000-4000-8000-0000000000ff';

/** Every request of the list gets these three answers: a page whose rows the test knows. */
function serveRows(): URL[] {
  servePage(rows);
  return recordRequests(server, '/question-results');
}

const openButtons = async () => within(await answersTable()).getAllByRole('button', { name: /^Open answer/ });
const panel = () => screen.queryByRole('region', { name: /^Answer created/ });
/** The browser's Back button, and the router's work on it, inside act(). */
const back = (router: AppRouter) =>
  act(
    () =>
      new Promise<void>((resolve) => {
        const unsubscribe = router.subscribe('onResolved', () => {
          unsubscribe();
          resolve();
        });
        historyOf(router).back();
      }),
  );

describe('the open row in the URL (row=<id>)', { timeout: APP_TEST_TIMEOUT }, () => {
  it('opening a row adds an entry with its id; Back closes it and focus returns to the row', async () => {
    serveRows();
    const { router, user, settled } = await renderApp('/results?source=pipeline');
    const [first, second] = await openButtons();

    await user.click(first!);
    await waitFor(() => expect(searchOf(router).row).toBe(rows[0]!.id));
    expect(panel()).toBeInTheDocument();
    expect(within(panel()!).getByRole('heading')).toHaveFocus();

    // Another row takes the open one's place: one Back still closes the panel.
    await user.click(second!);
    await waitFor(() => expect(searchOf(router).row).toBe(rows[1]!.id));
    await back(router);
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    expect(searchOf(router)).toEqual({ source: 'pipeline' });
    expect(historyOf(router).canGoBack()).toBe(false);
    expect(second).toHaveFocus();
    await settled();
  });

  it('Close steps back to the list, so Back never takes two presses', async () => {
    serveRows();
    const { router, user, settled } = await renderApp('/results?source=pipeline');
    const [first] = await openButtons();

    await user.click(first!);
    await waitFor(() => expect(searchOf(router).row).toBe(rows[0]!.id));
    await user.click(within(panel()!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(panel()).not.toBeInTheDocument());
    expect(searchOf(router).row).toBeUndefined();
    expect(historyOf(router).canGoBack()).toBe(false);
    expect(first).toHaveFocus();
    await settled();
  });

  it('a link with row opens that row; Close removes it from the address and focuses the row', async () => {
    serveRows();
    const { router, user, settled } = await renderApp(`/results?source=pipeline&row=${rows[2]!.id}`);
    const buttons = await openButtons();

    expect(await screen.findByText('answer 3', { selector: '.detail-panel *' })).toBeInTheDocument();
    expect(buttons[2]).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(panel()!).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(searchOf(router).row).toBeUndefined());
    expect(panel()).not.toBeInTheDocument();
    expect(buttons[2]).toHaveFocus();
    await settled();
  });

  it('says when the row is not on the page shown, asking nothing more of the API', async () => {
    const requests = serveRows();
    const { router, user, settled } = await renderApp(`/results?source=pipeline&row=${NOT_ON_PAGE}`);
    await openButtons();

    expect(await screen.findByRole('heading', { name: 'That answer is not on this page' })).toBeInTheDocument();
    expect(panel()).not.toBeInTheDocument();
    await settled();
    expect(requests.map((url) => url.searchParams.get('row'))).toEqual([null]);
    expect(requests).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(searchOf(router).row).toBeUndefined());
    expect(screen.queryByRole('heading', { name: 'That answer is not on this page' })).not.toBeInTheDocument();
    await settled();
  });

  it('a filter change drops the row and closes its panel', async () => {
    serveRows();
    const { router, user, settled } = await renderApp(`/results?source=pipeline&row=${rows[0]!.id}`);
    await openButtons();
    expect(panel()).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^More filters/ }));
    await user.click(await screen.findByRole('checkbox', { name: 'Evaluated' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ source: 'pipeline', status: 'evaluated' }));
    expect(panel()).not.toBeInTheDocument();
    await settled();
  });

  it('drops a row that is not an id from the address', async () => {
    serveRows();
    const { router, settled } = await renderApp('/results?source=pipeline&row=not-an-id');
    await openButtons();
    expect(searchOf(router)).toEqual({ source: 'pipeline' });
    expect(router.state.location.href).not.toContain('row=');
    await settled();
  });
});
