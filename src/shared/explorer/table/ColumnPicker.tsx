import type { ColumnVisibilityState } from '@tanstack/react-table';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

import './table.css';

interface ColumnPickerProps {
  columns: ReadonlyArray<{ id: string; label: string }>;
  visibility: ColumnVisibilityState;
  onChange: (id: string, visible: boolean) => void;
  onReset: () => void;
}

/**
 * "Columns": a disclosure button opening a checkbox per column. Non-modal: Escape or a click
 * elsewhere closes it, and Escape puts focus back on the button. The last column shown cannot be
 * hidden (a table needs one), and says so.
 */
export function ColumnPicker({ columns, visibility, onChange, onReset }: ColumnPickerProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const lastShownNoteId = useId();
  const isShown = (id: string) => visibility[id] !== false;
  const shownCount = columns.filter(({ id }) => isShown(id)).length;

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    // Escape is the picker's: a detail panel around it should not close too.
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div className="column-picker" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="column-picker-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        Columns
      </button>
      <div id={panelId} className="column-picker-panel" role="group" aria-labelledby={headingId} hidden={!open}>
        <p id={headingId} className="column-picker-heading">
          Show columns
        </p>
        <ul className="column-picker-list">
          {columns.map(({ id, label }) => {
            const shown = isShown(id);
            const isLastShown = shown && shownCount === 1;
            return (
              <li key={id}>
                <label>
                  <input
                    type="checkbox"
                    checked={shown}
                    disabled={isLastShown}
                    aria-describedby={isLastShown ? lastShownNoteId : undefined}
                    onChange={(event) => onChange(id, event.currentTarget.checked)}
                  />
                  {label}
                </label>
              </li>
            );
          })}
        </ul>
        {shownCount === 1 && (
          <p id={lastShownNoteId} className="column-picker-note">
            The last column shown cannot be hidden.
          </p>
        )}
        <button type="button" className="link-button" onClick={onReset}>
          Reset columns
        </button>
      </div>
    </div>
  );
}
