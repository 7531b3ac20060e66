import { formatCount } from '@/lib/format-number';
import type { ResultsSearch } from '@/shared/explorer/results-search';

/**
 * A results list mixes both sources when neither `source` nor `pipeline_id` pins it (contract
 * docs/api-contract.md §5): only then does the API's scan budget (the definition's `mergedScanLimit`) apply.
 */
export function isMergedList(search: Pick<ResultsSearch, 'source' | 'pipeline_id'>): boolean {
  return search.source === undefined && search.pipeline_id === undefined;
}

/** "Without a source or a pipeline, the API lists only the first 250 answers of both sources together." */
export function mergedBudgetSentence(scanLimit: number, itemLabel: string): string {
  return `Without a source or a pipeline, the API lists only the first ${formatCount(scanLimit)} ${itemLabel} of both sources together.`;
}
