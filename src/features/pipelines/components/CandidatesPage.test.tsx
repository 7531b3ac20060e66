import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { emptyPage, listApi } from '@/testing/list-page-tests';
import { recordRequests } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const candidateApi = listApi(server, '/candidates');
const candidates = [...db.candidates.values()];
const pipelines = [...db.pipelines.values()].sort((a, b) => a.name.localeCompare(b.name));
const inOrder = <T extends { position: number }>(stages: T[]) => [...stages].sort((a, b) => a.position - b.position);
const countAt = (pipelineId: string, stageId?: string) =>
  candidates.filter((c) => c.pipeline_id === pipelineId && (stageId === undefined || c.stage_id === stageId)).length;
// The pipeline and the stage (not its first) with the most candidates: a filter with rows to count.
const pipeline = pipelines.reduce((a, b) => (countAt(b.id) > countAt(a.id) ? b : a));
const stages = inOrder(pipeline.stages);
const stage = stages.slice(1).reduce((a, b) => (countAt(pipeline.id, b.id) > countAt(pipeline.id, a.id) ? b : a));
const stageNumber = stages.indexOf(stage) + 1;
const other = pipelines.find((p) => p.id !== pipeline.id)!;

const table = () => screen.findByRole('table', { name: /^Candidates/ });
const bodyRows = (element: HTMLElement) => within(element).getAllByRole('row').slice(1);
const pipelineSelect = () => screen.getByRole('combobox', { name: 'Pipeline' });
const stageSelect = () => screen.getByRole('combobox', { name: 'Stage' });
const codeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('the candidates list', () => {
  it('shows a skeleton while the candidates load, then every candidate, newest first', async () => {
    const held = await candidateApi.holdWhileOpening('/candidates');

    expect(screen.getByRole('heading', { level: 1, name: 'Candidates' })).toBeInTheDocument();
    expect(screen.getByText('Loading candidates…')).toBeInTheDocument();
    held.open();

    const rows = bodyRows(await table());
    expect(rows).toHaveLength(50);
    expect(document.title).toBe('Candidates · Assessment Insights');
    expect(screen.getByText(`candidates: 1–50 of ${candidates.length}`)).toBeInTheDocument();
    const newest = [...candidates].sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
    expect(within(rows[0]!).getByRole('link', { name: newest[0]!.name })).toHaveAttribute(
      'href',
      `/candidates/${newest[0]!.id}`,
    );
    expect(stageSelect()).toBeDisabled();
  });

  it('filters by pipeline and stage from the URL: exactly the fake’s matching candidates, named in each row', async () => {
    const requests = recordRequests(server, '/candidates');
    await renderApp(`/candidates?pipeline_id=${pipeline.id}&stage_id=${stage.id}&per_page=200`);

    const list = await table();
    const expected = candidates.filter((c) => c.pipeline_id === pipeline.id && c.stage_id === stage.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(list).toHaveAccessibleName(`Candidates in ${pipeline.name} at ${stage.name}`);
    const rows = bodyRows(list);
    expect(rows).toHaveLength(expected.length);
    expect(screen.getByText(`candidates: 1–${expected.length} of ${expected.length}`)).toBeInTheDocument();
    const names = rows.map((row) => within(row).getAllByRole('link')[0]!.textContent);
    expect(names.sort()).toEqual(expected.map((c) => c.name).sort());

    const first = expected.find((c) => c.name === rows[0]!.querySelector('a')!.textContent)!;
    expect(rows[0]).toHaveTextContent(first.email);
    expect(rows[0]).toHaveTextContent(pipeline.name);
    expect(rows[0]).toHaveTextContent(`${stage.name} (stage ${stageNumber} of ${stages.length})`);
    expect(requests.at(-1)?.searchParams.get('pipeline_id')).toBe(pipeline.id);
    expect(requests.at(-1)?.searchParams.get('stage_id')).toBe(stage.id);
    await waitFor(() => expect(pipelineSelect()).toHaveDisplayValue(pipeline.name));
    expect(stageSelect()).toHaveDisplayValue(stage.name);
    // The stages in their pipeline's order.
    expect(
      within(stageSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All stages', ...stages.map((s) => s.name)]);
  });

  it('writes filter changes into the URL: a new pipeline clears the stage, and every change goes to page 1', async () => {
    const { user, router } = await renderApp(
      `/candidates?page=2&pipeline_id=${other.id}&stage_id=${other.stages[0]!.id}`,
    );
    await waitFor(() => expect(pipelineSelect()).toHaveDisplayValue(other.name));

    await user.selectOptions(pipelineSelect(), pipeline.name);
    await waitFor(() => expect(router.state.location.search).toEqual({ pipeline_id: pipeline.id }));
    await waitFor(() => expect(stageSelect()).toHaveDisplayValue('All stages'));
    await waitFor(() =>
      expect(screen.getByText(`candidates: 1–${Math.min(50, countAt(pipeline.id))} of ${countAt(pipeline.id)}`)),
    );

    await user.selectOptions(stageSelect(), stage.name);
    await waitFor(() => expect(router.state.location.search).toEqual({ pipeline_id: pipeline.id, stage_id: stage.id }));
    const count = countAt(pipeline.id, stage.id);
    expect(await screen.findByText(`candidates: 1–${Math.min(50, count)} of ${count}`)).toBeInTheDocument();

    await user.selectOptions(pipelineSelect(), 'All pipelines');
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(stageSelect()).toBeDisabled();
  });

  it('corrects malformed parameters in place and asks the API for valid ones', async () => {
    await candidateApi.expectMalformedParamsCorrected(
      '?page=0&per_page=500&sort=bogus&pipeline_id=nope&stage_id=42',
      table,
    );
  });

  it('sorts by name when the Name header is clicked', async () => {
    const { user, router } = await renderApp(`/candidates?pipeline_id=${pipeline.id}&per_page=10&page=2`);
    await user.click(within(await table()).getByRole('button', { name: /Name/ }));

    await waitFor(() =>
      expect(router.state.location.search).toEqual({ pipeline_id: pipeline.id, per_page: 10, sort: 'name' }),
    );
    // The fake's order: code units, ties on id.
    const byName = candidates
      .filter((c) => c.pipeline_id === pipeline.id)
      .sort((a, b) => codeUnits(a.name, b.name) || codeUnits(a.id, b.id))
      .map((c) => c.name);
    await waitFor(() =>
      expect(bodyRows(screen.getByRole('table')).map((row) => row.querySelector('a')!.textContent)).toEqual(
        byName.slice(0, 10),
      ),
    );
  });

  it('explains a stage that is not in the chosen pipeline, and clears it', async () => {
    const { user, router } = await renderApp(`/candidates?pipeline_id=${pipeline.id}&stage_id=${other.stages[0]!.id}`);

    const empty = await screen.findByRole('region', { name: `This stage is not in “${pipeline.name}”` });
    expect(empty).toHaveTextContent(`“${other.stages[0]!.name}”, a stage of “${other.name}”`);
    expect(stageSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(stageSelect()).toHaveAccessibleDescription(`This stage is not in ${pipeline.name}: no candidate can match.`);

    await user.click(within(empty).getByRole('button', { name: `Show every stage of ${pipeline.name}` }));
    await waitFor(() => expect(router.state.location.search).toEqual({ pipeline_id: pipeline.id }));
    expect(await table()).toBeInTheDocument();
  });

  it('says which filter matched nothing and offers to clear it', async () => {
    candidateApi.answer(emptyPage);
    const { user, router } = await renderApp(`/candidates?pipeline_id=${pipeline.id}`);

    const empty = await screen.findByRole('region', { name: `No candidates in “${pipeline.name}”` });
    await user.click(within(empty).getByRole('button', { name: 'Show all pipelines' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole('region', { name: 'No candidates in this workspace' })).toBeInTheDocument();
  });

  it('pages on has_more when the API gives no total', async () => {
    candidateApi.answer({
      data: candidates.slice(0, 50),
      pagination: { page: 1, per_page: 50, total: null, has_more: true },
    });
    const { user, router } = await renderApp('/candidates');
    await table();
    expect(screen.getByText('candidates: 1–50, more available')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
  });

  it('shows the API’s error with its request id, keeps the filter, and loads again on Try again', async () => {
    candidateApi.failFirst(400, 'invalid_parameter', 'Bad stage.', 'req_candidateserror000000a');
    const { user, router } = await renderApp(`/candidates?pipeline_id=${pipeline.id}`);

    expect(await screen.findByRole('heading', { name: 'The candidates could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('req_candidateserror000000a')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(bodyRows(await table())).toHaveLength(Math.min(50, countAt(pipeline.id)));
    expect(router.state.location.search).toEqual({ pipeline_id: pipeline.id });
  });
});
