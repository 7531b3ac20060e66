import { SOURCES } from '../../../api/contract';

/**
 * How to fetch every row of a filtered results list (contract §5).
 *
 * A filter that pins `source` or `pipeline_id` has no paging budget: one segment, paged to the
 * end. A merged filter (neither) is served only up to a scan budget whose size clients must not
 * assume, so it is never paged merged: each source is its own segment, paged to the end, and
 * the segments are merged afterwards in the list's sort order (api/results-order.ts).
 */

/** What the engine needs from a results list's query parameters. */
export interface ExportableParams {
  source?: string;
  pipeline_id?: string;
  page?: number;
  per_page?: number;
  sort?: string;
}

export interface ExportSegment<Params> {
  /** The query of page 1 of this segment (page and per_page set; later pages change only page). */
  params: Params;
  /** The source this segment covers, when the plan split the merged list by source. */
  source?: string;
}

export interface ExportPlan<Params> {
  /** True when the filter is merged and the segments must be merged back in sort order. */
  merged: boolean;
  segments: Array<ExportSegment<Params>>;
}

export function isMergedFilter(params: ExportableParams): boolean {
  return isBlank(params.source) && isBlank(params.pipeline_id);
}

export function planExport<Params extends ExportableParams>(params: Params, maxPerPage: number): ExportPlan<Params> {
  if (!Number.isInteger(maxPerPage) || maxPerPage < 1)
    throw new RangeError(`maxPerPage must be a positive integer, got ${maxPerPage}`);
  const first = { ...params, page: 1, per_page: maxPerPage };
  if (!isMergedFilter(params)) return { merged: false, segments: [{ params: first, source: params.source }] };
  return { merged: true, segments: SOURCES.map((source) => ({ params: { ...first, source }, source })) };
}

const isBlank = (value: string | undefined) => value === undefined || value === '';
