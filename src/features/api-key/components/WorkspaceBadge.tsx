import { Link } from '@tanstack/react-router';

import type { ApiMode } from '@/lib/api-mode';
import { useWorkspace } from '@/features/api-key/api/use-workspace';
import { KEY_PAGE_PATH } from '@/features/api-key/key-page-search';

import './WorkspaceBadge.css';

/** How much of the company id the header shows; the full id is in the link's name and title. */
const SHORT_ID_LENGTH = 8;

/**
 * The header's workspace badge: the company id the key in use opens (whoami, cached). Asking on
 * every page also means a key that stopped working sends the user to the key page from anywhere.
 */
export function WorkspaceBadge({ mode }: { mode: ApiMode }) {
  const { hasKey, whoami } = useWorkspace(mode);
  if (!hasKey) {
    return (
      <Link to={KEY_PAGE_PATH} className="workspace-badge workspace-badge-missing">
        No API key
      </Link>
    );
  }
  // While the workspace is asked for, an invisible badge of the same size holds its place, so
  // the header does not grow (and push the page down) when the answer arrives.
  if (whoami.isPending) {
    return (
      <span className="workspace-badge workspace-badge-pending" aria-hidden="true">
        Workspace {'0'.repeat(SHORT_ID_LENGTH)}…
      </span>
    );
  }
  if (!whoami.isSuccess) return null;

  const companyId = whoami.data.company_id;
  const label = `Workspace ${companyId} (API key settings)`;
  return (
    <Link to={KEY_PAGE_PATH} className="workspace-badge" title={label} aria-label={label}>
      Workspace {companyId.slice(0, SHORT_ID_LENGTH)}
      <span aria-hidden="true">…</span>
    </Link>
  );
}
