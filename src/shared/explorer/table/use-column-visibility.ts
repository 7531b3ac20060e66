import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';

export interface ColumnVisibility {
  /** Column id → shown; every id of `columnIds` is present. */
  visibility: ColumnVisibilityState;
  setVisible: (id: string, visible: boolean) => void;
  /** Back to the defaults (every column but the initially hidden ones), forgetting the saved choice. */
  reset: () => void;
}

/**
 * Which columns a table shows, remembered per browser under `storageKey` in localStorage. Only
 * the user's changes are stored, so a column added later starts with its default. Storage that
 * fails (private mode, quota, a malformed value) costs the memory, never the page. At least one
 * column always stays visible.
 */
export function useColumnVisibility(
  storageKey: string,
  columnIds: readonly string[],
  initiallyHidden: readonly string[] = [],
): ColumnVisibility {
  const [saved, setSaved] = useState(() => ({ key: storageKey, choices: readChoices(storageKey) }));
  // A different key (another list) brings its own choices: adjust while rendering, not in an effect.
  const choices = saved.key === storageKey ? saved.choices : readChoices(storageKey);
  if (saved.key !== storageKey) setSaved({ key: storageKey, choices });

  // The same object while nothing changes, so a memoized table does not re-render for it.
  const idsKey = columnIds.join('\n');
  const hiddenKey = initiallyHidden.join('\n');
  const visibility = useMemo(
    () => visibilityOf(idsKey.split('\n'), hiddenKey.split('\n'), choices),
    [idsKey, hiddenKey, choices],
  );

  const save = (next: Partial<Record<string, boolean>>) => {
    setSaved({ key: storageKey, choices: next });
    writeChoices(storageKey, next);
  };

  return {
    visibility,
    setVisible: (id, visible) => {
      if (!columnIds.includes(id)) return;
      const shown = columnIds.filter((other) => (other === id ? visible : visibility[other]));
      if (shown.length === 0) return;
      save({ ...choices, [id]: visible });
    },
    reset: () => {
      setSaved({ key: storageKey, choices: {} });
      removeChoices(storageKey);
    },
  };
}

function visibilityOf(
  columnIds: readonly string[],
  initiallyHidden: readonly string[],
  choices: Partial<Record<string, boolean>>,
): ColumnVisibilityState {
  const defaults = Object.fromEntries(columnIds.map((id) => [id, !initiallyHidden.includes(id)]));
  const chosen = Object.fromEntries(columnIds.map((id) => [id, choices[id] ?? defaults[id] ?? true]));
  return Object.values(chosen).some(Boolean) ? chosen : defaults;
}

function readChoices(key: string): Partial<Record<string, boolean>> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
    );
  } catch {
    return {};
  }
}

function writeChoices(key: string, choices: Partial<Record<string, boolean>>) {
  try {
    window.localStorage.setItem(key, JSON.stringify(choices));
  } catch {
    // Not remembered; the choice still holds on this page.
  }
}

function removeChoices(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing saved to forget.
  }
}
