import type { RouterHistory } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { recordRequests } from '@/testing/msw-helpers';
import { renderApp } from '@/testing/render-with-providers';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const pipeline = [...db.pipelines.values()][0]!;

// The whole app renders and the user clicks: on a loaded 2-core machine that can pass 5 s.
const TIMEOUT = 30_000;
const searchOf = (router: { state: { location: { search: unknown } } }) =>
  router.state.location.search as Record<string, unknown>;

describe('picking a pipeline on /results', () => {
  it(
    'pins the pipeline source in the same URL update and says so beside Source',
    async () => {
      const requests = recordRequests(server, '/question-results');
      const { router, user, settled } = await renderApp('/results?status=evaluated&page=3');
      await screen.findByRole('table', { name: 'Question results' });
      const historyLength = (router.history as RouterHistory).length;

      await user.click(screen.getByRole('combobox', { name: 'Pipeline' }));
      await user.click(await screen.findByRole('option', { name: pipeline.name }));
      await waitFor(() =>
        expect(searchOf(router)).toEqual({ status: 'evaluated', pipeline_id: pipeline.id, source: 'pipeline' }),
      );
      // One entry: Back returns to the list before the pipeline, not to a half-changed one.
      expect((router.history as RouterHistory).length).toBe(historyLength + 1);
      expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue('pipeline');
      expect(screen.getByText('Pipeline source: a pipeline is picked.')).toBeInTheDocument();
      await waitFor(() => expect(requests.at(-1)!.searchParams.get('pipeline_id')).toBe(pipeline.id));
      expect(requests.at(-1)!.searchParams.get('source')).toBe('pipeline');
      await settled();
    },
    TIMEOUT,
  );
});
