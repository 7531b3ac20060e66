import type { ReactNode } from 'react';

import { displayTimeZone } from '@/lib/format-time';
import { DateTime } from './DateTime';

import './Facts.css';

/** A page's facts about what it shows, side by side: each term above its value. */
export function Facts({ className, children }: { className?: string; children: ReactNode }) {
  return <dl className={className ? `facts ${className}` : 'facts'}>{children}</dl>;
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A date-time fact; its term names the time zone, as a table's date header does. */
export function DateTimeFact({ term, iso }: { term: string; iso: string }) {
  return (
    <Fact term={`${term} (${displayTimeZone()})`}>
      <DateTime iso={iso} />
    </Fact>
  );
}
