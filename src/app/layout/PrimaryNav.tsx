import { Link, useLocation } from '@tanstack/react-router';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

import { primaryNavItems } from './primary-nav-items';

import './layout.css';

/**
 * The top-level destinations. On narrow screens (layout.css) the list collapses behind a "Menu"
 * disclosure button; wider screens hide the button and always show the list. The menu closes
 * after a navigation, on a link click (the same page included) and on Escape, which puts focus
 * back on the button.
 */
export function PrimaryNav() {
  const pathname = useLocation({ select: (location) => location.pathname });
  // The page the menu was opened on: derived, so a navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpenOn(null);
    buttonRef.current?.focus();
  };

  return (
    <nav aria-label="Primary" className="primary-nav" onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="primary-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        <span aria-hidden="true" className="primary-nav-toggle-icon">
          {open ? '✕' : '☰'}
        </span>
        Menu
      </button>
      <ul id={listId} className={open ? 'primary-nav-list primary-nav-list--open' : 'primary-nav-list'}>
        {primaryNavItems.map((item) => (
          <li key={item.to}>
            {/* Link sets aria-current="page" while its section is active; filters in the URL don't matter. */}
            <Link
              to={item.to}
              activeOptions={{ includeSearch: false, exact: item.to === '/' }}
              onClick={() => setOpenOn(null)}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
