import { Link } from '@tanstack/react-router';

import { primaryNavItems } from './primary-nav-items';

import './layout.css';

export function PrimaryNav() {
  return (
    <nav aria-label="Primary" className="primary-nav">
      <ul>
        {primaryNavItems.map((item) => (
          <li key={item.to}>
            {/* Link sets aria-current="page" while its section is active; filters in the URL don't matter. */}
            <Link to={item.to} activeOptions={{ includeSearch: false }}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
