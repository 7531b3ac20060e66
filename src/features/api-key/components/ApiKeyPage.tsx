import { useNavigate } from '@tanstack/react-router';

import type { ApiConnection } from '@/lib/api-mode';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useWorkspace } from '@/features/api-key/api/use-workspace';
import { KEY_PAGE_PATH } from '@/features/api-key/key-page-search';
import { CurrentKey } from './CurrentKey';
import { KeyForm } from './KeyForm';
import { RateLimitPanel } from './RateLimitPanel';
import { ReasonNotice } from './ReasonNotice';

import './api-key.css';

interface ApiKeyPageProps {
  connection: ApiConnection;
  /** The error code that sent the user here, if any. */
  reason?: string;
  /** Where to return once a working key is saved (a validated same-app path). */
  redirect?: string;
}

/**
 * /settings/api-key: which key is in use and which workspace it opens, a form to check and save
 * another one (unless the server supplies the key), and the live rate-limit budget.
 */
export function ApiKeyPage({ connection, reason, redirect }: ApiKeyPageProps) {
  useDocumentTitle('API key');
  const navigate = useNavigate();
  const serverSuppliesKey = connection.mode === 'proxy-with-server-key';
  const { hasKey, stored, whoami } = useWorkspace(connection.mode);

  const returnAfterSave = () => {
    if (redirect) void navigate({ href: redirect });
    // The reason no longer holds once a working key is saved.
    else if (reason) void navigate({ to: KEY_PAGE_PATH, search: {}, replace: true });
  };

  // After a 401 the workspace on record was forgotten (connect-api-client); once the key works
  // again, the user goes back to where they were.
  const checkAgain = () => {
    void whoami.refetch().then((result) => {
      if (result.isSuccess) returnAfterSave();
    });
  };

  return (
    <section aria-labelledby="page-heading" className="api-key-page">
      <h1 id="page-heading">API key</h1>
      {reason && <ReasonNotice reason={reason} redirect={redirect} serverSuppliesKey={serverSuppliesKey} />}
      <CurrentKey serverSuppliesKey={serverSuppliesKey} stored={stored} whoami={whoami} onCheckAgain={checkAgain} />
      {!serverSuppliesKey && (
        <section className="key-section" aria-labelledby="key-form-heading">
          <h2 id="key-form-heading">{stored ? 'Use another key' : 'Enter a key'}</h2>
          <KeyForm demoKey={connection.mode === 'demo' ? connection.apiKey : undefined} onSaved={returnAfterSave} />
        </section>
      )}
      <RateLimitPanel onCheckNow={hasKey ? () => void whoami.refetch() : undefined} checking={whoami.isFetching} />
    </section>
  );
}
