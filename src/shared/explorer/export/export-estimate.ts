import { formatCount } from '@/lib/format-number';

/**
 * What "Download CSV" is about to cost, said before it starts: how many rows and requests (page 1,
 * then the pages its total plans: export-rows.ts requests exactly these), and how long when they
 * exceed one minute's budget (the client then waits for each new minute). A merged list is
 * fetched per source, whose sizes are not known yet, so only the shape of the work can be said.
 */
export interface ExportEstimateInput {
  /** Whether the list mixes both sources (exported per source, then merged). */
  merged: boolean;
  /** The list's total, when the API counted it. */
  total: number | null;
  maxPerPage: number;
  limitPerMinute: number | null;
  itemLabel: string;
}

export function exportEstimate({ merged, total, maxPerPage, limitPerMinute, itemLabel }: ExportEstimateInput): string {
  if (merged)
    return `Fetches every one of the ${itemLabel} these filters match, each source paged on its own, ${maxPerPage} per request.`;
  if (total === null) return `Fetches every one of the ${itemLabel} these filters match, ${maxPerPage} per request.`;
  if (total === 0) return `No ${itemLabel} match these filters: the file would hold the header only.`;
  const requests = Math.ceil(total / maxPerPage);
  const base = `All ${formatCount(total)} ${itemLabel}: ${formatCount(requests)} ${requests === 1 ? 'request' : 'requests'}`;
  if (limitPerMinute === null || requests <= limitPerMinute) return `${base}.`;
  const minutes = Math.ceil(requests / limitPerMinute);
  return `${base}, about ${minutes} minutes at the rate limit of ${formatCount(limitPerMinute)} a minute.`;
}
