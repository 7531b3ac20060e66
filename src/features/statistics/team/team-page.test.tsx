import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { formatDateTime } from '@/lib/format-time';
import { serveFakeApi } from '@/testing/fake-api-server';
import { recordRequests } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';
import { SYNC_POLLING } from './load-team-rows';
import { TEAM_RETRY } from './team-request';
import type { TeamServer } from './team-server';
import { ledgerResponse, syncState, TEAM, syncedWorkspace, teamError } from './team-server.test-support';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const question = [...db.questions.values()].find((candidate) =>
  db.dataset.questionResults.some((row) => row.question_id === candidate.id && row.source === 'standalone'),
)!;
const rows = db.dataset.questionResults.filter((row) => row.question_id === question.id);
/** The server's copy, a part of what the API holds: the page shows which one it computed from. */
const serverRows = rows.filter((row) => row.source === 'pipeline');
const AS_OF = '2026-11-28T09:00:00.000Z';
const teamServer: Promise<TeamServer> = Promise.resolve({ version: 1, keys: 'server' });
const page = `/questions/${question.id}`;

const retry = { ...TEAM_RETRY };
const polling = { ...SYNC_POLLING };
beforeAll(() => {
  Object.assign(TEAM_RETRY, { baseDelayMs: 1 });
  Object.assign(SYNC_POLLING, { intervalMs: 20 });
});
afterAll(() => {
  Object.assign(TEAM_RETRY, retry);
  Object.assign(SYNC_POLLING, polling);
});

const statistics = () => screen.findByRole('region', { name: 'How this question performs' });
const answersFigure = (region: HTMLElement) =>
  within(region).getByText('Answers', { selector: 'dt' }).nextElementSibling;

describe('a question page where a team server serves the app', () => {
  it('shows figures from the server’s copy of the workspace, as of its sync', async () => {
    server.use(
      syncedWorkspace(AS_OF),
      http.get(`${TEAM}/ledger`, () => ledgerResponse(serverRows, AS_OF)),
    );
    const reads = recordRequests(server, '/question-results');
    const { settled } = await renderApp(page, { teamServer });

    const region = await statistics();
    expect(
      await within(region).findByText(
        `Computed from ${serverRows.length.toLocaleString('en')} answers, as of ${formatDateTime(AS_OF)} (the team server's copy of the workspace, as of its last sync)`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    await within(region).findByText(/Success rate at/);
    expect(answersFigure(region)).toHaveTextContent(new RegExp(`^${serverRows.length.toLocaleString('en')}:`));
    // The statistics read none of the API's answers.
    expect(reads).toEqual([]);
    await settled();
  });

  it('shows the server’s read while it runs, then the figures', async () => {
    let polls = 0;
    server.use(
      http.get(`${TEAM}/ledger`, () =>
        polls >= 3 ? ledgerResponse(serverRows, AS_OF) : teamError(409, 'not_synced', 'req_409'),
      ),
      http.get(`${TEAM}/sync`, () => {
        polls++;
        return HttpResponse.json(syncState(polls >= 3 ? 'ready' : 'reading', polls >= 3 ? AS_OF : null));
      }),
    );
    const { settled } = await renderApp(page, { teamServer });

    const reading = await screen.findByRole('region', { name: 'The team server is reading these answers' });
    expect(within(reading).getByRole('status')).toHaveTextContent('12 of 40 requests · 3,400 answers read');
    const region = await statistics();
    await within(region).findByText(/Computed from [\d,]+ answers, as of .+ \(the team server's copy/);
    await within(region).findByText(/Success rate at/);
    expect(answersFigure(region)).toHaveTextContent(new RegExp(`^${serverRows.length.toLocaleString('en')}:`));
    await settled();
  });

  it('says when the server’s store is unavailable, and reads the API directly when asked', async () => {
    server.use(
      syncedWorkspace(AS_OF),
      http.get(`${TEAM}/ledger`, () => teamError(503, 'store_unavailable', 'req_store_9')),
    );
    const { user, settled } = await renderApp(page, { teamServer });

    expect(await screen.findByRole('heading', { name: "The team server's store is unavailable" })).toBeInTheDocument();
    expect(screen.getByText('req_store_9')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Read the API directly' }));

    const region = await statistics();
    expect(
      await within(region).findByText(`Computed from ${rows.length.toLocaleString('en')} answers, as of`, {
        exact: false,
      }),
    ).not.toHaveTextContent("team server's copy");
    await settled();
  });
});
