import { createRoute } from '@tanstack/react-router';

import { ApiKeyPage } from '../../features/api-key/components/ApiKeyPage';
import { KEY_PAGE_PATH, keyPageSearchSchema } from '../../features/api-key/key-page-search';
import { rootRoute } from './root-route';

export const apiKeySettingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: KEY_PAGE_PATH,
  validateSearch: keyPageSearchSchema,
  component: ApiKeySettingsPage,
});

function ApiKeySettingsPage() {
  const { reason, redirect } = apiKeySettingsRoute.useSearch();
  const connection = apiKeySettingsRoute.useRouteContext({ select: (context) => context.apiConnection });
  return <ApiKeyPage connection={connection} reason={reason} redirect={redirect} />;
}
