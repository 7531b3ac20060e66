import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '@/testing/render-with-providers';
import { PrimaryNav } from './PrimaryNav';

// jsdom applies no CSS: these test the disclosure's state; layout.css hides the closed list on narrow screens.
const renderNav = (path = '/assessments') => renderWithProviders(<PrimaryNav />, { initialPath: path });
const nav = () => screen.getByRole('navigation', { name: 'Primary' });
const menuButton = () => within(nav()).getByRole('button', { name: 'Menu' });
const list = () => within(nav()).getByRole('list');

describe('PrimaryNav', () => {
  it('is a disclosure: a closed Menu button controlling the list of destinations', async () => {
    await renderNav();

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveAttribute('aria-controls', list().id);
    expect(list()).not.toHaveClass('primary-nav-list--open');
    expect(within(list()).getByRole('link', { name: 'Assessments' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes from the keyboard; Escape closes it and returns focus to the button', async () => {
    const { user } = await renderNav();

    menuButton().focus();
    await user.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(list()).toHaveClass('primary-nav-list--open');
    await user.keyboard(' ');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(list()).getByRole('link', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('closes when one of its links is followed', async () => {
    const { user, router } = await renderNav();

    await user.click(menuButton());
    await user.click(within(list()).getByRole('link', { name: 'Questions' }));

    expect(router.state.location.pathname).toBe('/questions');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(within(list()).getByRole('link', { name: 'Questions' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes after any navigation, not only its own links', async () => {
    const { user, router } = await renderNav('/results');

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate({ to: '/assessment-results' }));

    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
