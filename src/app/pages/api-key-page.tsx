import { getRouteApi } from '@tanstack/react-router';

import { ApiKeyPage } from '@/features/api-key/components/ApiKeyPage';
import { KEY_PAGE_PATH } from '@/features/api-key/key-page-search';

const apiKeyRouteApi = getRouteApi(KEY_PAGE_PATH);

/** The key page, loaded with its route (code splitting). */
export function ApiKeySettingsPage() {
  const { reason, redirect } = apiKeyRouteApi.useSearch();
  const connection = apiKeyRouteApi.useRouteContext({ select: (context) => context.apiConnection });
  return <ApiKeyPage connection={connection} reason={reason} redirect={redirect} />;
}
