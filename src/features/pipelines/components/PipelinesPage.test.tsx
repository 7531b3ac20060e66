import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { listApi } from '@/testing/list-page-tests';
import { API, apiErrorResponse } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const pipelineApi = listApi(server, '/pipelines');
const pipelines = [...db.pipelines.values()];
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

/** What the funnel of a pipeline should say, from the fake's own rows. */
function expectedFunnel(pipeline: (typeof pipelines)[number]) {
  const counts = pipeline.stages.map(
    (stage) =>
      [...db.candidates.values()].filter((c) => c.pipeline_id === pipeline.id && c.stage_id === stage.id).length,
  );
  const total = counts.reduce((sum, count) => sum + count, 0);
  return pipeline.stages.map((stage, index) => {
    const count = counts[index]!;
    const share = count / total;
    const shareText = share > 0 && share < 0.005 ? '<1%' : percent.format(share);
    return `${stage.name}: ${count === 1 ? '1 candidate' : `${count} candidates`} (${shareText})`;
  });
}

const card = async (name: string) => screen.findByRole('article', { name });
const funnelOf = (element: HTMLElement) => within(element).getByRole('list', { name: 'Candidates per stage' });
const stageTexts = (element: HTMLElement) =>
  within(funnelOf(element))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the pipelines page', () => {
  it('keeps the layout with a skeleton while the pipelines load, then lists every one', async () => {
    const held = await pipelineApi.holdWhileOpening('/pipelines');

    expect(screen.getByRole('heading', { level: 1, name: 'Pipelines' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading pipelines…');
    expect(document.title).toBe('Pipelines · Assessment Insights');
    held.open();

    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent).sort()).toEqual(pipelines.map((p) => p.name).sort());
    expect(screen.queryByText('Loading pipelines…')).not.toBeInTheDocument();
  });

  it('shows each stage in order with the candidates the API holds there, and its share', async () => {
    const { settled } = await renderApp('/pipelines');
    for (const pipeline of pipelines) {
      const element = await card(pipeline.name);
      await waitFor(() => expect(stageTexts(element)).toEqual(expectedFunnel(pipeline)));
      const created = within(element).getByText((_, node) => node?.tagName === 'TIME');
      expect(created).toHaveAttribute('datetime', pipeline.created_at);
    }
    expect(screen.getAllByText(/Candidates now at each stage, from the API’s totals\./)).toHaveLength(pipelines.length);
    await settled();
  });

  it('orders stages by position even when the API lists them otherwise', async () => {
    const pipeline = pipelines[0]!;
    const shuffled = { ...pipeline, stages: [...pipeline.stages].reverse() };
    pipelineApi.answer({
      data: [shuffled],
      pagination: { page: 1, per_page: 200, total: 1, has_more: false },
    });
    const { settled } = await renderApp('/pipelines');
    const element = await card(pipeline.name);
    await waitFor(() => expect(stageTexts(element)).toEqual(expectedFunnel(pipeline)));
    await settled();
  });

  it('says “count unavailable” with the code for a stage whose count failed, and counts it again on retry', async () => {
    const pipeline = pipelines[0]!;
    const failing = pipeline.stages[1]!;
    let failures = 1;
    server.use(
      http.get(`${API}/candidates`, ({ request }) => {
        if (new URL(request.url).searchParams.get('stage_id') === failing.id && failures-- > 0) {
          return apiErrorResponse(400, 'invalid_parameter', 'Bad stage.', 'req_stagecount000000000000a');
        }
      }),
    );
    const { user, settled } = await renderApp('/pipelines');
    const element = await card(pipeline.name);
    const expected = expectedFunnel(pipeline);

    await waitFor(() => expect(stageTexts(element)[1]).toBe(`${failing.name}: count unavailable (invalid_parameter)`));
    // The others still show; no share while a count is missing.
    await waitFor(() => expect(stageTexts(element)[0]).toBe(expected[0]!.replace(/ \(.*\)$/, '')));

    await user.click(within(element).getByRole('button', { name: /Retry missing counts/ }));
    await waitFor(() => expect(stageTexts(element)).toEqual(expected));
    expect(within(element).queryByRole('button', { name: /Retry missing counts/ })).not.toBeInTheDocument();
    await settled();
  });

  it('links each count to the candidates at that stage, and the pipeline to its results and charts', async () => {
    const pipeline = pipelines[0]!;
    const stage = pipeline.stages[0]!;
    const { settled } = await renderApp('/pipelines');
    const element = await card(pipeline.name);
    const funnel = funnelOf(element);
    const first = within(funnel).getAllByRole('listitem')[0]!;
    const countLink = await within(first).findByRole('link', { name: /candidate/ });
    expect(new URL(countLink.getAttribute('href')!, 'http://x').pathname).toBe('/candidates');
    expect(Object.fromEntries(new URL(countLink.getAttribute('href')!, 'http://x').searchParams)).toEqual({
      pipeline_id: pipeline.id,
      stage_id: stage.id,
    });

    const search = (name: RegExp) =>
      Object.fromEntries(
        new URL(within(element).getByRole('link', { name }).getAttribute('href')!, 'http://x').searchParams,
      );
    expect(search(/^Question results/)).toEqual({ pipeline_id: pipeline.id, source: 'pipeline' });
    expect(search(/^Charts/)).toEqual({ pipeline_id: pipeline.id, source: 'pipeline', view: 'charts' });
    expect(search(/^Assessment results/)).toEqual({ pipeline_id: pipeline.id, source: 'pipeline' });
    expect(
      within(element)
        .getByRole('link', { name: /^Charts/ })
        .getAttribute('href'),
    ).toMatch(/^\/results\?/);
    expect(
      within(element)
        .getByRole('link', { name: /^Assessment results/ })
        .getAttribute('href'),
    ).toMatch(/^\/assessment-results\?/);
    await settled();
  });

  it('says so when the workspace has no pipelines', async () => {
    pipelineApi.answer({ data: [], pagination: { page: 1, per_page: 200, total: 0, has_more: false } });
    await renderApp('/pipelines');
    expect(await screen.findByRole('region', { name: 'No pipelines in this workspace' })).toBeInTheDocument();
  });

  it('says that only the first pipelines are shown when the API has more', async () => {
    pipelineApi.answer({
      data: pipelines.slice(0, 1),
      pagination: { page: 1, per_page: 200, total: null, has_more: true },
    });
    const { settled } = await renderApp('/pipelines');
    expect(await screen.findByText(/Only the first 1 pipelines by name are shown/)).toBeInTheDocument();
    await settled();
  });

  it('shows the API’s error with its request id, and loads again on Try again', async () => {
    pipelineApi.failFirst(400, 'invalid_parameter', 'Bad page.', 'req_pipelineserror000000000a');
    const { user, settled } = await renderApp('/pipelines');
    expect(await screen.findByRole('heading', { name: 'The pipelines could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('req_pipelineserror000000000a')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card(pipelines[0]!.name)).toBeInTheDocument();
    await settled();
  });

  it('has no axe violations once the counts are in', async () => {
    const { settled, container } = await renderApp('/pipelines');
    await card(pipelines[0]!.name);
    await settled();
    // jsdom has no layout: contrast and target size are checked by the e2e suite's axe.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.passes.length).toBeGreaterThan(0);
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
