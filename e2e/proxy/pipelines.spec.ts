import type { APIRequestContext } from '@playwright/test';

import { expect, test } from '../fixtures';
import { FAKE_API as API, fakeApiHeaders as headers, pipelineBy, type Pipeline } from '../support/proxy-fake-api';

/** The pipelines page and the candidates list against `npm run fake-api`, checked through the API. */

async function stageTotal(request: APIRequestContext, pipelineId: string, stageId: string): Promise<number> {
  const response = await request.get(`${API}/candidates?pipeline_id=${pipelineId}&stage_id=${stageId}&per_page=1`, {
    headers,
  });
  return ((await response.json()) as { pagination: { total: number } }).pagination.total;
}

async function rename(request: APIRequestContext, pipelineId: string, name: string): Promise<void> {
  const response = await request.patch(`${API}/pipelines/${pipelineId}`, { headers, data: { name } });
  expect(response.status()).toBe(200);
}

test('the pipelines page counts each stage as the API does, and renames a pipeline', async ({ page, request, axe }) => {
  const pipeline = await pipelineBy(request, '-name');
  const first = pipeline.ordered[0]!;
  const total = await stageTotal(request, pipeline.id, first.id);
  await page.goto('/pipelines');
  const card = page.getByRole('article', { name: pipeline.name });
  const funnel = card.getByRole('list', { name: 'Candidates per stage' });
  await expect(funnel.getByRole('listitem').first()).toContainText(
    `${first.name}: ${total === 1 ? '1 candidate' : `${total.toLocaleString('en-US')} candidates`}`,
  );
  await axe.expectNoSeriousViolations();

  const renamed = `${pipeline.name} (renamed)`;
  try {
    await card.getByRole('button', { name: `Rename ${pipeline.name}` }).click();
    const field = page.getByRole('textbox', { name: 'Pipeline name' });
    await field.fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Enter a name for the pipeline.')).toBeVisible();
    await axe.expectNoSeriousViolations();

    await field.fill(renamed);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Renamed to “${renamed}”.`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: renamed })).toBeVisible();
    const stored = await request.get(`${API}/pipelines/${pipeline.id}`, { headers });
    expect(((await stored.json()) as Pipeline).name).toBe(renamed);
  } finally {
    // Other specs know the pipelines by name.
    await rename(request, pipeline.id, pipeline.name);
  }
});

test('a stage count opens the candidates at that stage; the list and its form pass axe', async ({
  page,
  request,
  axe,
}) => {
  const pipeline = await pipelineBy(request, '-name');
  const first = pipeline.ordered[0]!;
  await page.goto('/pipelines');
  await page
    .getByRole('article', { name: pipeline.name })
    .getByRole('list', { name: 'Candidates per stage' })
    // The first stage's own link: each count (and its link) arrives on its own.
    .getByRole('listitem')
    .first()
    .getByRole('link')
    .click();

  await expect(page).toHaveURL(new RegExp(`/candidates\\?pipeline_id=${pipeline.id}&stage_id=${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Pipeline' })).toHaveValue(pipeline.id);
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveValue(first.id);
  await axe.expectNoSeriousViolations();
  await page.getByRole('button', { name: 'Add a candidate' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Add a candidate' })).toBeVisible();
  await axe.expectNoSeriousViolations();
});
