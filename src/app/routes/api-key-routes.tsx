import { createRoute } from '@tanstack/react-router';

import { KEY_PAGE_PATH, keyPageSearchSchema } from '@/features/api-key/key-page-search';
import { rootPage } from './root-route';

export const apiKeySettingsRoute = createRoute({
  path: KEY_PAGE_PATH,
  validateSearch: keyPageSearchSchema,
  ...rootPage(() => import('@/app/pages/api-key-page'), 'ApiKeySettingsPage'),
});
