import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { renderApp } from '@/testing/render-with-providers';
import { loadedExplorerTableView } from './load-table-view';

const { fake } = serveFakeApi();
await fake.ready;

// The whole app renders and the statistics read every answer in scope: more than the default.
const TIMEOUT = 30_000;

describe('the explorer’s Table view code', () => {
  it(
    'is not loaded with the Charts view, and comes with the table when the user picks Table',
    async () => {
      const app = await renderApp('/results?view=charts&source=standalone&status=pending');
      expect(await screen.findByRole('button', { name: 'Charts', pressed: true })).toBeInTheDocument();
      await app.settled();
      expect(loadedExplorerTableView()).toBeUndefined();

      await app.user.click(screen.getByRole('button', { name: 'Table' }));
      expect(await screen.findByRole('table', { name: 'Question results' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeInTheDocument();
      expect(loadedExplorerTableView()).toBeDefined();
      await app.settled();
    },
    TIMEOUT,
  );
});
