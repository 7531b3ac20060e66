import { Outlet, rootRouteId, useLocation, useRouteContext } from '@tanstack/react-router';
import { type RefObject, useLayoutEffect, useRef } from 'react';

import { ConnectionNotices } from '@/components/ConnectionNotices';
import { RateLimitIndicator } from '@/components/RateLimitIndicator';
import { WorkspaceBadge } from '@/features/api-key/components/WorkspaceBadge';
import { PRODUCT_NAME } from '@/hooks/use-document-title';
import { AppStatisticsEnvironment } from '@/app/providers/AppStatisticsEnvironment';
import { PrimaryNav } from './PrimaryNav';

import './layout.css';

/**
 * After client-side navigation, moves focus to the main region so keyboard and
 * screen-reader users start at the new page instead of the link they used.
 */
function useFocusMainAfterNavigation(mainRef: RefObject<HTMLElement | null>) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const previousPathname = useRef(pathname);
  // Focus moves at commit (layout effect), never a frame after the page changed under it.
  useLayoutEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    mainRef.current?.focus();
  }, [pathname, mainRef]);
}

export function AppLayout() {
  const apiMode = useRouteContext({ from: rootRouteId, select: (context) => context.apiConnection.mode });
  const teamServer = useRouteContext({ from: rootRouteId, select: (context) => context.teamServer });
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainAfterNavigation(mainRef);

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <header className="app-header">
        <p className="product-name">{PRODUCT_NAME}</p>
        <div className="app-header-status">
          {apiMode === 'demo' && (
            <p className="demo-badge" title="No API is configured; a built-in fake API answers with generated data.">
              Demo mode · fake API
            </p>
          )}
          <WorkspaceBadge mode={apiMode} />
          <RateLimitIndicator />
        </div>
      </header>
      <PrimaryNav />
      <main id="main" className="app-main" ref={mainRef} tabIndex={-1}>
        <ConnectionNotices />
        <AppStatisticsEnvironment mode={apiMode} teamServer={teamServer}>
          <Outlet />
        </AppStatisticsEnvironment>
      </main>
    </div>
  );
}
