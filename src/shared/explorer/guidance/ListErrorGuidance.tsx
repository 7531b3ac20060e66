import { API_ERROR } from '@assessment-insights/contract';
import { isApiError } from '@/api/errors';
import { ErrorPanel } from '@/components/ErrorPanel';
import { mergedBudgetSentence } from '@/shared/explorer/paging/merged-budget';
import { OnlySourceButtons } from '@/shared/explorer/paging/OnlySourceButtons';
import { CLEAR_FILTERS, statusValues, type OnSearchChange, type ResultsSearch } from '@/shared/explorer/results-search';
import { rejectedStatusValues } from './status-rejection';

import './guidance.css';

export interface ListErrorGuidanceProps {
  /** The list query's error. */
  error: unknown;
  search: ResultsSearch;
  onSearchChange: OnSearchChange;
  /** Opens the pipeline filter, so the user can pin one. */
  onPickPipeline: () => void;
  /** Asks for the same page again. */
  onRetry: () => void;
  /** Plural noun for rows, e.g. "answers". */
  itemLabel: string;
  /** The rows a merged list is served through (the definition's `mergedScanLimit`), for the words. */
  mergedScanLimit: number;
}

/**
 * What a failed results list says, and the way out: each API error the explorer can cause
 * gets an explanation in plain words and a button that fixes the URL. Never a dead end.
 * The API's message, code and request id are always shown (ErrorPanel).
 */
export function ListErrorGuidance(props: ListErrorGuidanceProps) {
  const { error, search, onSearchChange, onRetry, itemLabel } = props;
  const code = isApiError(error) ? error.code : null;

  if (code === API_ERROR.pagination_limit_exceeded) return <PagingLimitGuidance {...props} />;

  if (code === API_ERROR.invalid_filter) {
    // Values the API named are dropped by useRejectedStatus, which is about to change the URL.
    if (rejectedStatusValues(error, statusValues(search.status)).length > 0) {
      return (
        <p role="status" className="muted">
          Removing the status the API does not accept…
        </p>
      );
    }
    return (
      <ErrorPanel error={error} title="The API does not accept this status filter">
        <p className="guidance-text">
          The address asks for a status the API does not know. Clear the status filter to list {itemLabel} of every
          status.
        </p>
        <div className="actions guidance-actions">
          <button type="button" onClick={() => onSearchChange({ status: undefined, page: 1 })}>
            Clear the status filter
          </button>
        </div>
      </ErrorPanel>
    );
  }

  if (code === API_ERROR.invalid_parameter) {
    return (
      <ErrorPanel error={error} title="The API does not accept this address">
        <p className="guidance-text">
          One of the filters in the address is not something the API understands (perhaps the address was edited by
          hand). Clearing the filters lists every {itemLabel} again.
        </p>
        <div className="actions guidance-actions">
          <button type="button" onClick={() => onSearchChange(CLEAR_FILTERS)}>
            Clear filters
          </button>
        </div>
      </ErrorPanel>
    );
  }

  return <ErrorPanel error={error} title={`The ${itemLabel} could not be loaded`} onRetry={onRetry} />;
}

/**
 * `pagination_limit_exceeded` (docs/api-contract.md §5): a list that mixes both sources is served only
 * through a scan budget. The pager stops before it, but the API's count may differ from the
 * contract's (a hand-edited page, too): pinning a source or a pipeline lifts it; every other
 * filter, and the page, stay as they are.
 */
function PagingLimitGuidance({
  error,
  search,
  onSearchChange,
  onPickPipeline,
  itemLabel,
  mergedScanLimit,
}: ListErrorGuidanceProps) {
  return (
    <ErrorPanel error={error} title="This page is past what a mixed list can show">
      <p className="guidance-text">
        {mergedBudgetSentence(mergedScanLimit, itemLabel)} To see further, narrow the list to one source or one pipeline
        — every other filter stays as it is.
      </p>
      <div className="actions guidance-actions">
        <OnlySourceButtons current={search.source} onPick={(source) => onSearchChange({ source })} />
        <button type="button" onClick={onPickPipeline}>
          Pick a pipeline
        </button>
        <button type="button" onClick={() => onSearchChange({ page: 1 })}>
          Back to page 1
        </button>
      </div>
    </ErrorPanel>
  );
}
