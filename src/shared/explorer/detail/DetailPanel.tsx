import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

import './detail-panel.css';

interface DetailPanelProps {
  /** The heading, e.g. "Answer created 3 May 2026, 10:42". */
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The element id the open row's button points at (`aria-controls`). */
  id?: string;
}

/**
 * A row shown in full, beside the table on wide screens and below it on narrow ones. Not a
 * dialog: the table stays usable. Opening (or showing another row) moves focus to the heading;
 * Close or Escape closes it and, if focus was inside, puts focus back where it was before
 * opening — the row's open button.
 */
export function DetailPanel({ title, onClose, children, id }: DetailPanelProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  // Each time a row is shown: remember what had focus (the row's button) and move to the heading.
  // Opened from the address (a link, Back, Forward), nothing had focus: the row's button, which
  // points at the panel, is where focus goes on close. At commit, as the panel appears.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active !== document.body && !sectionRef.current?.contains(active)) {
      returnFocusRef.current = active;
    } else if (id !== undefined) {
      returnFocusRef.current = controllerOf(id) ?? returnFocusRef.current;
    }
    headingRef.current?.focus();
  }, [title, id]);

  // A layout effect's cleanup runs before the panel leaves the DOM, so it can still tell whether
  // focus was inside; focus elsewhere (a filter the user moved to) is left alone.
  useLayoutEffect(() => {
    const section = sectionRef.current;
    const returnFocus = returnFocusRef;
    return () => {
      const active = document.activeElement;
      const focusWasInside = active === null || active === document.body || (section?.contains(active) ?? false);
      const target = returnFocus.current;
      if (focusWasInside && target?.isConnected) target.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onClose();
  };

  return (
    <section
      ref={sectionRef}
      id={id}
      role="region"
      aria-labelledby={headingId}
      className="detail-panel"
      onKeyDown={onKeyDown}
    >
      <div className="detail-panel-header">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="detail-panel-title">
          {title}
        </h2>
        <button type="button" className="detail-panel-close" onClick={onClose}>
          Close
        </button>
      </div>
      <div className="detail-panel-body">{children}</div>
    </section>
  );
}

/** The element whose `aria-controls` names `id`: the open row's button. */
function controllerOf(id: string): HTMLElement | null {
  for (const element of document.querySelectorAll<HTMLElement>('[aria-controls]')) {
    if (element.getAttribute('aria-controls') === id) return element;
  }
  return null;
}
