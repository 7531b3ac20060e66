import { configureApiClient } from '@/api/client';
import { keyStore } from '@/api/key-store';
import { forgetCheckedWorkspace } from '@/features/api-key/api/get-whoami';
import { KEY_PAGE_PATH, keyPageLocation } from '@/features/api-key/key-page-search';
import type { ApiConnection } from '@/lib/api-mode';
import type { AppRouter } from './router';

/**
 * Configures the app's one API client for the build's mode: the key comes from the key store
 * (demo and `proxy`) or is added by the proxy (`proxy-with-server-key`, nothing sent). A 401 on
 * any page sends the user to the key page with the reason, keeping their place (path and search),
 * and forgets the workspace last checked, which no longer answers to the key.
 */
export function connectApiClient(connection: ApiConnection, router: AppRouter): void {
  configureApiClient({
    sendKey: connection.mode !== 'proxy-with-server-key',
    onAuthenticationError: (error) => {
      void forgetCheckedWorkspace(router.options.context.queryClient);
      // The location being loaded, not the one on screen: a loader's 401 is about where the user is going.
      const location = router.latestLocation;
      if (location.pathname === KEY_PAGE_PATH) return;
      void router.navigate(keyPageLocation(error.code, location.href));
    },
  });
}

/**
 * The demo works at once: its key (public, it opens only the built-in fake) is saved for this
 * tab unless the user already saved a key of their own.
 */
export function saveDemoKeyIfNoneStored(connection: ApiConnection): void {
  if (connection.mode === 'demo' && keyStore.get() === null) keyStore.save(connection.apiKey, { remember: false });
}
