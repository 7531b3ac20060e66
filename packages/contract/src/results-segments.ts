import { SOURCE, SOURCES } from './contract';
import type { ListSegment } from './list-stream';

/**
 * How to page a results filter whole (docs/api-contract.md §5): one segment when `source` or `pipeline_id`
 * pins it (no scan budget then); otherwise one segment per source, as a merged list is served
 * only up to a scan budget whose size clients must not assume. The caller merges the sources
 * back in the list's order (results-order.ts).
 */
export function resultsSegments<Params extends { source?: string; pipeline_id?: string }>(
  params: Params,
): Array<ListSegment<Params>> {
  const source = blankToUndefined(params.source);
  if (source !== undefined) return [{ key: source, params }];
  // `pipeline_id` matches pipeline rows only (docs/api-contract.md §6).
  if (blankToUndefined(params.pipeline_id) !== undefined) return [{ key: SOURCE.pipeline, params }];
  return SOURCES.map((key) => ({ key, params: { ...params, source: key } }));
}

const blankToUndefined = (value: string | undefined) => (value === '' ? undefined : value);
