import { useRouter } from '@tanstack/react-router';
import { useRef } from 'react';

import type { OnSearchChange } from '@/shared/explorer/results-search';

export interface RowInUrl {
  /** Opens a row's detail: `row=<id>`, a new history entry (Back closes it), or in place of the one open. */
  open: (id: string) => void;
  /** Closes it: back to the entry it was opened from when there is one, so Back never takes two presses. */
  close: () => void;
}

/**
 * The open row lives in the URL (`row`), so a link reopens it and Back closes it. Opening a row
 * when none is open adds an entry; opening another replaces it, so one Back always closes the
 * panel. Closing steps back when this page added the entry (the one below is the same list
 * without `row`); otherwise (a link, a reload) it removes `row` in place.
 */
export function useRowInUrl(rowId: string | undefined, onSearchChange: OnSearchChange): RowInUrl {
  const router = useRouter();
  // The row whose entry this page pushed over the list without `row`.
  const pushedRowId = useRef<string | undefined>(undefined);

  const open = (id: string) => {
    const replacing = rowId !== undefined;
    const listBelow = !replacing || pushedRowId.current === rowId;
    onSearchChange({ row: id }, { replace: replacing });
    pushedRowId.current = listBelow ? id : undefined;
  };

  const close = () => {
    if (rowId === undefined) return;
    if (pushedRowId.current === rowId) {
      pushedRowId.current = undefined;
      router.history.back();
    } else {
      onSearchChange({ row: undefined }, { replace: true });
    }
  };

  return { open, close };
}
