import type { APIRequestContext } from '@playwright/test';

import { expect, test } from '../fixtures';
import {
  FAKE_API as API,
  fakeApiHeaders as headers,
  pipelineBy,
  type Candidate,
  type Pipeline,
} from '../support/proxy-fake-api';

/**
 * Stage moves against `npm run fake-api` behind the proxy: what the API holds afterwards is
 * read from the API itself (from Node, with the key), never from the page.
 */

/** A new candidate at the first stage, so no spec depends on another's moves. */
async function newCandidate(request: APIRequestContext, pipeline: Pipeline, name: string): Promise<Candidate> {
  const response = await request.post(`${API}/candidates`, {
    headers,
    data: { name, email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`, pipeline_id: pipeline.id },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Candidate;
}

async function stageOf(request: APIRequestContext, candidateId: string): Promise<string> {
  const response = await request.get(`${API}/candidates/${candidateId}`, { headers });
  return ((await response.json()) as Candidate).stage_id;
}

async function fastForward(request: APIRequestContext, candidateId: string): Promise<void> {
  const response = await request.post(`${API}/candidates/${candidateId}/fast-forward`, { headers });
  expect(response.status()).toBe(200);
}

test.describe('moving a candidate through their pipeline', () => {
  // A double click's second request may meet the first still running: 409 idempotency_in_progress.
  test.use({ allowedConsoleErrors: [/status of 409 \(Conflict\)/] });

  test('a double click on "Move forward a stage" moves them exactly one stage', async ({ page, request, axe }) => {
    const pipeline = await pipelineBy(request, 'name');
    const candidate = await newCandidate(request, pipeline, 'Double Click');
    const moves: (string | null)[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/fast-forward')) moves.push(sent.headers()['idempotency-key'] ?? null);
    });

    await page.goto(`/candidates/${candidate.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Double Click' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move back a stage' })).toBeDisabled();
    await axe.expectNoSeriousViolations();
    await page.getByRole('button', { name: 'Move forward a stage' }).dblclick();

    await expect(page.getByText(`Moved to ${pipeline.ordered[1]!.name}.`)).toBeVisible();
    expect(await stageOf(request, candidate.id)).toBe(pipeline.ordered[1]!.id);
    // However many requests the double click sent, they were one action: one key.
    expect(new Set(moves).size).toBe(1);
    expect(moves[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

test.describe('moving a candidate when the network or the page fails them', () => {
  // The browser reports the dropped answer and the API's 409 on its console, as it should.
  test.use({ allowedConsoleErrors: [/net::ERR_FAILED|status of 409 \(Conflict\)/] });

  test('an answer lost on the way back is retried with the same key: one move', async ({ page, request }) => {
    const pipeline = await pipelineBy(request, 'name');
    const candidate = await newCandidate(request, pipeline, 'Lost Answer');
    let dropped = 0;
    await page.route('**/api/public/v1/candidates/*/fast-forward', async (route) => {
      if (dropped++ > 0) return route.continue();
      // The request reaches the API, which moves the candidate; its answer never arrives.
      await route.fetch();
      await route.abort('failed');
    });
    await page.goto(`/candidates/${candidate.id}`);
    await page.getByRole('button', { name: 'Move forward a stage' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Moved to' })).toHaveText(
      `Moved to ${pipeline.ordered[1]!.name}. The API had already done this move; it was made once.`,
    );
    expect(dropped).toBe(2);
    expect(await stageOf(request, candidate.id)).toBe(pipeline.ordered[1]!.id);
  });

  test('at the last stage "forward" is off; a page out of date gets the API’s stage_boundary', async ({
    page,
    request,
  }) => {
    const pipeline = await pipelineBy(request, 'name');
    const candidate = await newCandidate(request, pipeline, 'Near The End');
    for (const _ of pipeline.ordered.slice(2)) await fastForward(request, candidate.id);
    await page.goto(`/candidates/${candidate.id}`);
    const forward = page.getByRole('button', { name: 'Move forward a stage' });
    await expect(forward).toBeEnabled();

    await fastForward(request, candidate.id); // someone else, meanwhile
    await forward.click();

    await expect(page.getByRole('alert')).toContainText(
      `Near The End is already at the last stage of ${pipeline.name}, so nothing moved.`,
    );
    await expect(forward).toBeDisabled();
    await expect(
      page.getByText('Near The End is at the last stage: there is no stage to move forward to.'),
    ).toBeVisible();
    expect(await stageOf(request, candidate.id)).toBe(pipeline.ordered.at(-1)!.id);
  });
});
