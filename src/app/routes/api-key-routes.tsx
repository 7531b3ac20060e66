import { createRoute, lazyRouteComponent } from '@tanstack/react-router';

import { KEY_PAGE_PATH, keyPageSearchSchema } from '@/features/api-key/key-page-search';
import { rootRoute } from './root-route';

export const apiKeySettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: KEY_PAGE_PATH,
  validateSearch: keyPageSearchSchema,
  // Loaded with its route (pages/api-key-page.tsx).
  component: lazyRouteComponent(() => import('@/app/pages/api-key-page'), 'ApiKeySettingsPage'),
});
