import { createRootRouteWithContext, lazyRouteComponent, redirect } from '@tanstack/react-router';

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

/**
 * A page of the layout, to spread into createRoute: its code (pages/) loads with its route, so
 * first paint ships only the routes, and no page ships another's code.
 */
export function rootPage<Module extends Record<string, unknown>>(load: () => Promise<Module>, name: keyof Module) {
  return { getParentRoute: () => rootRoute, component: lazyRouteComponent(load, name) };
}
