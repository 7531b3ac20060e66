import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { rateLimitStore } from '@/api/rate-limit-store';
import { formatCount } from '@/lib/format-number';
import { formatClockTime } from '@/lib/format-time';
import { serveFakeApi } from '@/testing/fake-api-server';
import { renderApp } from '@/testing/render-with-providers';

const { fake, server } = serveFakeApi();
const { companyId } = await fake.ready;
const KEY_PAGE = '/settings/api-key';

/** whoami answering with the budget figures given, so the test knows exactly what to expect. */
function whoamiWithBudget(...remainingMinute: number[]) {
  let calls = 0;
  server.use(
    http.get('*/api/public/v1/whoami', () => {
      const remaining = remainingMinute[Math.min(calls++, remainingMinute.length - 1)] ?? 0;
      return HttpResponse.json(
        { company_id: companyId },
        {
          headers: {
            'X-Request-Id': 'req_budgetbudgetbudget0000',
            'X-RateLimit-Limit-Minute': '120',
            'X-RateLimit-Remaining-Minute': String(remaining),
            'X-RateLimit-Limit-Day': '10000',
            'X-RateLimit-Remaining-Day': '9912',
            // Whole seconds (docs/api-contract.md §3): the window ends 42 s from now.
            'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 42),
          },
        },
      );
    }),
  );
  return { calls: () => calls };
}

const budgetPanel = () => screen.getByRole('region', { name: 'Rate-limit budget' });
const header = () => screen.getByRole('banner');

describe('the rate-limit budget', () => {
  it('shows what is left this minute and today, when the window resets, and as of when', async () => {
    whoamiWithBudget(87);
    await renderApp(KEY_PAGE);

    const panel = budgetPanel();
    expect(await within(panel).findByText('87 of 120 left')).toBeInTheDocument();
    expect(within(panel).getByText(`${formatCount(9912)} of ${formatCount(10000)} left`)).toBeInTheDocument();
    const resetAt = rateLimitStore.getState().budget?.resetAt ?? 0;
    expect(panel).toHaveTextContent(new RegExp(`Window resets${formatClockTime(resetAt)} \\(in 4[12] s\\)`));
    expect(panel).toHaveTextContent(/As of\d/);
    expect(header()).toHaveTextContent(`API budget: 87/120 this minute · ${formatCount(9912)} today`);
  });

  it('counts down to the reset every second', async () => {
    whoamiWithBudget(87);
    await renderApp(KEY_PAGE);
    await within(budgetPanel()).findByText('87 of 120 left');
    const countdown = () => /\(in (\d+) s\)/.exec(budgetPanel().textContent ?? '')?.[1];
    const first = countdown();

    await waitFor(() => expect(countdown()).not.toBe(first), { timeout: 2500 });
    expect(Number(countdown())).toBe(Number(first) - 1);
  });

  it('says when requests are paused, in the panel and in the header', async () => {
    whoamiWithBudget(0);
    await renderApp(KEY_PAGE);
    await within(budgetPanel()).findByText('0 of 120 left');
    const until = Date.now() + 30_000;

    act(() => rateLimitStore.setWaitingUntil(until));

    const message = `Requests paused until ${formatClockTime(until)} (rate limit)`;
    expect(budgetPanel()).toHaveTextContent(message);
    expect(within(header()).getByText(message)).toHaveAttribute('aria-live', 'polite');
  });

  it('says no request was made yet, and "Check now" asks the API again', async () => {
    // Hold whoami's answer, so the page is seen before any response.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const whoami = whoamiWithBudget(87, 86);
    server.use(
      http.get('*/api/public/v1/whoami', async () => {
        await held;
        // Falls through to whoamiWithBudget's handler.
      }),
    );
    const { user } = await renderApp(KEY_PAGE);

    expect(within(budgetPanel()).getByText(/No request made yet/)).toBeInTheDocument();
    expect(header()).toHaveTextContent('API budget: no request yet');
    answer();
    expect(await within(budgetPanel()).findByText('87 of 120 left')).toBeInTheDocument();

    await user.click(within(budgetPanel()).getByRole('button', { name: 'Check now' }));

    expect(await within(budgetPanel()).findByText('86 of 120 left')).toBeInTheDocument();
    expect(whoami.calls()).toBe(2);
  });

  it('shows the workspace in the header on every page, in full in its name', async () => {
    const app = await renderApp('/assessments');

    const badge = await within(header()).findByRole('link', { name: `Workspace ${companyId} (API key settings)` });
    expect(badge).toHaveTextContent(`Workspace ${companyId.slice(0, 8)}…`);
    expect(header()).toHaveTextContent(/API budget: [\d,.\s]+\/[\d,.\s]+ this minute/);
    await app.settled();
  });
});
