import { formatCount } from '../../../lib/format-number';

/**
 * What "Download CSV" is about to cost, said before it starts: how many rows and requests, and
 * how long when the requests exceed one minute's budget (the client then waits for each new
 * minute). A merged list has no total, so only the shape of the work can be said.
 */
export interface ExportEstimateInput {
  /** Whether the list mixes both sources (exported one source after the other). */
  merged: boolean;
  /** The list's total, when the API counted it. */
  total: number | null;
  maxPerPage: number;
  limitPerMinute: number | null;
  itemLabel: string;
}

export function exportEstimate({ merged, total, maxPerPage, limitPerMinute, itemLabel }: ExportEstimateInput): string {
  if (merged)
    return `Fetches every one of the ${itemLabel} these filters match, one source after the other, ${maxPerPage} per request.`;
  if (total === null) return `Fetches every one of the ${itemLabel} these filters match, ${maxPerPage} per request.`;
  if (total === 0) return `No ${itemLabel} match these filters: the file would hold the header only.`;
  const requests = Math.ceil(total / maxPerPage);
  const base = `All ${formatCount(total)} ${itemLabel}: ${formatCount(requests)} ${requests === 1 ? 'request' : 'requests'}`;
  if (limitPerMinute === null || requests <= limitPerMinute) return `${base}.`;
  const minutes = Math.ceil(requests / limitPerMinute);
  return `${base}, about ${minutes} minutes at the rate limit of ${formatCount(limitPerMinute)} a minute.`;
}
