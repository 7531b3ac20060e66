import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { createIdempotencyKey } from '@/api/idempotency';
import { serveFakeApi } from '@/testing/fake-api-server';
import { API, apiErrorResponse, recordRequests } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';
import { createCandidate, moveCandidateStage } from '@/features/pipelines/api/candidate-writes';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const pipeline = [...db.pipelines.values()].find((p) => p.stages.length >= 3)!;
const stages = [...pipeline.stages].sort((a, b) => a.position - b.position);
const key = () => ({ idempotencyKey: createIdempotencyKey() });

let added = 0;
const newCandidate = () =>
  createCandidate(
    { name: `Test Person ${++added}`, email: `person${added}@example.com`, pipeline_id: pipeline.id },
    key(),
  );
/** The sentence "In <pipeline>, at <stage> (stage i of n)." (the pipeline is a link inside it). */
const stageSentence = (stageName: string, index: number) =>
  screen.findByText(
    (_, element) =>
      element?.tagName === 'P' &&
      element.textContent === `In ${pipeline.name}, at ${stageName} (stage ${index} of ${stages.length}).`,
  );
const stepper = () => screen.getByRole('list', { name: `Stages of ${pipeline.name}` });
const currentStep = () =>
  within(stepper())
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current'));

describe('a candidate’s page', () => {
  it('shows who they are and where they stand, and moves them one stage at a time', async () => {
    const candidate = await newCandidate();
    const { user } = await renderApp(`/candidates/${candidate.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: candidate.name })).toBeInTheDocument();
    expect(screen.getByText(candidate.email)).toBeInTheDocument();
    expect(await stageSentence(stages[0]!.name, 1)).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent(`1${stages[0]!.name} (current)`);
    expect(screen.getByRole('button', { name: 'Move back a stage' })).toBeDisabled();
    expect(
      screen.getByText(`${candidate.name} is at the first stage: there is no stage to move back to.`),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Move forward a stage' }));
    expect(await screen.findByText(`Moved to ${stages[1]!.name}.`)).toBeInTheDocument();
    expect(currentStep()).toHaveTextContent(stages[1]!.name);
    expect(db.candidates.get(candidate.id)?.stage_id).toBe(stages[1]!.id);
    expect(screen.getByRole('button', { name: 'Move back a stage' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Move back a stage' }));
    expect(await screen.findByText(`Moved to ${stages[0]!.name}.`)).toBeInTheDocument();
    expect(db.candidates.get(candidate.id)?.stage_id).toBe(stages[0]!.id);
  });

  it('disables "forward" at the last stage; a page out of date hears stage_boundary and catches up', async () => {
    const candidate = await newCandidate();
    for (const _ of stages.slice(2)) await moveCandidateStage(candidate.id, 'fast-forward', key());
    const { user, settled } = await renderApp(`/candidates/${candidate.id}`);
    await stageSentence(stages.at(-2)!.name, stages.length - 1);
    await settled();

    // Someone else moves them to the last stage while this page is open (through this tab's
    // client, whose rate-limit figures the page shows: hence act).
    await act(() => moveCandidateStage(candidate.id, 'fast-forward', key()));
    await user.click(screen.getByRole('button', { name: 'Move forward a stage' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${candidate.name} is already at the last stage of ${pipeline.name}, so nothing moved.`,
    );
    expect(await stageSentence(stages.at(-1)!.name, stages.length)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move forward a stage' })).toBeDisabled();
    expect(db.candidates.get(candidate.id)?.stage_id).toBe(stages.at(-1)!.id);
    // The page catches up its runs and answers too; the test ends on the page a user would see.
    await settled();
  });

  it('waits out a rate limit with a countdown, then makes the move once', async () => {
    const candidate = await newCandidate();
    let limited = false;
    server.use(
      http.post(`${API}/candidates/:id/fast-forward`, () => {
        if (limited) return undefined;
        limited = true;
        return HttpResponse.json(
          { error: { code: 'rate_limited', message: 'Too many requests.', request_id: 'req_limited' } },
          { status: 429, headers: { 'Retry-After': '1' } },
        );
      }),
    );
    const { user } = await renderApp(`/candidates/${candidate.id}`);
    await user.click(await screen.findByRole('button', { name: 'Move forward a stage' }));

    expect(await screen.findByText(/rate limit is reached\. Continuing in 1 s/)).toBeInTheDocument();
    expect(await screen.findByText(`Moved to ${stages[1]!.name}.`, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(db.candidates.get(candidate.id)?.stage_id).toBe(stages[1]!.id);
  });

  it('says "still working" while the API finishes the same move, then shows it done once', async () => {
    const candidate = await newCandidate();
    let answered = 0;
    server.use(
      http.post(`${API}/candidates/:id/fast-forward`, () =>
        answered++ === 0
          ? apiErrorResponse(409, 'idempotency_in_progress', 'The first request still runs.', 'req_busy')
          : undefined,
      ),
    );
    const { user } = await renderApp(`/candidates/${candidate.id}`);
    await user.click(await screen.findByRole('button', { name: 'Move forward a stage' }));

    expect(await screen.findByText(/Still working: the API is finishing this same request/)).toBeInTheDocument();
    expect(await screen.findByText(`Moved to ${stages[1]!.name}.`)).toBeInTheDocument();
    expect(db.candidates.get(candidate.id)?.stage_id).toBe(stages[1]!.id);
  });

  it('edits name and email: problems under each field first, nothing sent until they are fixed', async () => {
    const candidate = await newCandidate();
    let patches = 0;
    server.use(
      http.patch(`${API}/candidates/:id`, () => {
        patches++;
      }),
    );
    const { user } = await renderApp(`/candidates/${candidate.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit name and email' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByText('Enter an email address like name@example.com.')).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(patches).toBe(0);

    await user.clear(email);
    await user.type(email, 'renamed@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('renamed@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit name and email' })).toHaveFocus();
    expect(db.candidates.get(candidate.id)?.email).toBe('renamed@example.com');
  });

  it('is "not found" for an unknown id, and for a malformed one without asking the API', async () => {
    const requests = recordRequests(server, '/candidates/:id');
    const page = await renderApp('/candidates/c-3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate not found' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
    page.unmount();

    await renderApp('/candidates/7c9e6679-7425-40de-944b-e07fc1f90ae7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate not found' })).toBeInTheDocument();
    expect(screen.getByText('7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBeInTheDocument();
  });
});
