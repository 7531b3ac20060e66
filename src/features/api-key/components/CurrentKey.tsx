import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { Whoami } from '@assessment-insights/contract';
import { maskKey, type StoredKey } from '@/api/key-store';
import { forgetKey } from '@/features/api-key/api/key-session';
import { KeyErrorPanel } from './KeyErrorPanel';

import './api-key.css';

interface CurrentKeyProps {
  /** The proxy adds the key server-side; the browser holds none. */
  serverSuppliesKey: boolean;
  stored: StoredKey | null;
  whoami: UseQueryResult<Whoami>;
  /** Asks whoami again after it failed (the "Check again" beside the error). */
  onCheckAgain: () => void;
}

interface WorkspaceStatusProps {
  whoami: UseQueryResult<Whoami>;
  onCheckAgain: () => void;
}

function WorkspaceStatus({ whoami, onCheckAgain }: WorkspaceStatusProps) {
  // A failed check shows its error, never the workspace of an earlier success as if it still held.
  if (whoami.isError && !whoami.isFetching) return <KeyErrorPanel error={whoami.error} onCheckAgain={onCheckAgain} />;
  if (whoami.isPending || whoami.isError) return <p className="muted">Checking which workspace the key opens…</p>;
  return (
    <dl className="key-facts">
      <dt>Workspace (company id)</dt>
      <dd>
        <code className="company-id">{whoami.data.company_id}</code>
      </dd>
    </dl>
  );
}

/** The key in use: where it is kept (masked, never in full), the workspace it opens, and "Forget key". */
export function CurrentKey({ serverSuppliesKey, stored, whoami, onCheckAgain }: CurrentKeyProps) {
  const queryClient = useQueryClient();
  const [forgotten, setForgotten] = useState(false);

  const forget = () => {
    forgetKey(queryClient);
    setForgotten(true);
  };

  return (
    <section className="key-section" aria-labelledby="current-key-heading">
      <h2 id="current-key-heading">Current key</h2>
      {serverSuppliesKey ? (
        <p>
          The server adds the API key to every request, so your browser never sees it. To change it, an administrator
          updates <code>ASSESSMENT_API_KEY</code> on the server.
        </p>
      ) : stored ? (
        <>
          <dl className="key-facts">
            <dt>Key</dt>
            <dd>
              <code className="masked-key">{maskKey(stored.key)}</code>
            </dd>
            <dt>Kept</dt>
            <dd>
              {stored.remembered
                ? 'on this device (local storage), until you forget it'
                : 'in this tab (session storage), until the tab is closed'}
            </dd>
          </dl>
          <WorkspaceStatus whoami={whoami} onCheckAgain={onCheckAgain} />
          <div className="actions">
            <button type="button" className="button-secondary" onClick={forget}>
              Forget key
            </button>
          </div>
        </>
      ) : (
        <p>No key is saved in this browser.</p>
      )}
      {serverSuppliesKey && <WorkspaceStatus whoami={whoami} onCheckAgain={onCheckAgain} />}
      <p role="status" className="key-forget-status">
        {forgotten && !stored && 'Key forgotten: it was removed from this browser.'}
      </p>
    </section>
  );
}
