import { createRootRouteWithContext, redirect } from '@tanstack/react-router';

import { CLIENT_ERROR } from '@/api/errors';
import { keyStore } from '@/api/key-store';
import { KEY_PAGE_PATH, keyPageLocation } from '@/features/api-key/key-page-search';
import { AppLayout } from '@/app/layout/AppLayout';
import { RootErrorPage } from '@/app/pages/ErrorPage';
import { NotFoundPage } from '@/app/pages/NotFoundPage';
import type { RouterContext } from '@/app/router-context';

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // In `proxy` mode the user brings the key: without one, every page starts at the key page.
  beforeLoad: ({ context, location }) => {
    if (context.apiConnection.mode !== 'proxy' || keyStore.get() !== null) return;
    if (location.pathname === KEY_PAGE_PATH) return;
    throw redirect({ ...keyPageLocation(CLIENT_ERROR.api_key_required, location.href), replace: true });
  },
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootErrorPage,
});
