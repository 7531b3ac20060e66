import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { renderApp } from '@/testing/render-with-providers';

// Pages load data now: the fake API answers, with its key stored as the user's.
serveFakeApi();

describe('app shell', () => {
  it('opens on the overview: every assessment in a row, and a plan before any answer is read', async () => {
    const { router } = await renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('table', { name: /Assessments, with their figures/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('marks the current section in the primary navigation, detail pages included', async () => {
    await renderApp('/questions/q-123');

    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(nav).getByRole('link', { name: 'Questions' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Assessments' })).not.toHaveAttribute('aria-current');
  });

  it('moves between pages through the navigation and names the tab after the page', async () => {
    const { user } = await renderApp('/assessments');

    await user.click(screen.getByRole('link', { name: 'Question results' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Question results' })).toBeInTheDocument();
    expect(document.title).toBe('Question results · Assessment Insights');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it.each([['/candidates/c-3', 'Candidate not found', 'c-3']])(
    'shows the id from the address on %s',
    async (path, heading, idText) => {
      await renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByText(idText)).toBeInTheDocument();
    },
  );

  it('says so when no page exists at the address, keeping the navigation', async () => {
    await renderApp('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
  });

  it('labels demo mode only when the fake API is in use', async () => {
    const demo = await renderApp('/assessments');
    expect(screen.getByText('Demo mode · fake API')).toBeInTheDocument();
    demo.unmount();

    await renderApp('/assessments', { apiConnection: { mode: 'proxy' } });
    expect(screen.queryByText('Demo mode · fake API')).not.toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Assessments' })).toBeInTheDocument();
  });
});
