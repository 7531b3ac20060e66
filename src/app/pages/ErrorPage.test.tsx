import { QueryClientProvider } from '@tanstack/react-query';
import {
  RouterProvider,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { allowConsoleError } from '@/testing/console-errors';
import { createQueryClient } from '@/app/query-client';
import { RouteErrorPage } from './ErrorPage';

function renderFailingPage(error: Error) {
  // The router reports a failed loader on the console; here the failure is the point.
  allowConsoleError(new RegExp(error.message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const root = createRootRoute();
  const page = createRoute({
    getParentRoute: () => root,
    path: '/page',
    loader: () => Promise.reject(error),
    errorComponent: RouteErrorPage,
  });
  const other = createRoute({ getParentRoute: () => root, path: '/assessments', component: () => null });
  const keyPage = createRoute({ getParentRoute: () => root, path: '/settings/api-key', component: () => null });
  const router = createRouter({
    routeTree: root.addChildren([page, other, keyPage]),
    history: createMemoryHistory({ initialEntries: ['/page'] }),
  });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the page error view', () => {
  it('shows an API error with its message, code and request id, and a retry', async () => {
    renderFailingPage(
      new ApiError({
        status: 503,
        code: 'unavailable',
        message: 'The API is down for maintenance.',
        requestId: 'req_abcdefghijklmnopqrstuvwx',
        method: 'GET',
        path: '/assessments',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be shown' })).toBeInTheDocument();
    expect(screen.getByText('The API is down for maintenance.')).toBeInTheDocument();
    expect(screen.getByText('unavailable')).toBeInTheDocument();
    expect(screen.getByText('req_abcdefghijklmnopqrstuvwx')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('does not show a lost key as an error: it says the key page is next', async () => {
    renderFailingPage(
      new ApiError({
        status: 401,
        code: 'invalid_api_key',
        message: 'Key not valid.',
        requestId: null,
        method: 'GET',
        path: '/assessments',
      }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'API key needed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the API key page' })).toHaveAttribute('href', '/settings/api-key');
  });
});
