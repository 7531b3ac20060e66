import type { ReactNode } from 'react';

import type { Pagination } from '@/api/contract';
import { formatCount } from '@/lib/format-number';

/**
 * Under a short list of someone's newest rows (a candidate's runs, their answers): how many of
 * how many it shows, and the link to all of them in an explorer, which `link` draws around the
 * words it is given ("See them all" when some are left out, else "Open them").
 */
export function NewestOfAll({
  shown,
  pagination,
  link,
}: {
  shown: number;
  pagination: Pagination;
  link: (text: string) => ReactNode;
}) {
  const { has_more: hasMore, total } = pagination;
  return (
    <p>
      {hasMore ? `The newest ${formatCount(shown)} of ${total === null ? 'more' : formatCount(total)}. ` : ''}
      {link(hasMore ? 'See them all' : 'Open them')}
    </p>
  );
}
