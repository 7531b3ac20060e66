import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';

import type { ListPage, StreamProgress } from '@assessment-insights/contract';
import { rateLimitStore } from '@/api/rate-limit-store';
import type { Compare } from '@/api/results-order';
import { ErrorPanel } from '@/components/ErrorPanel';
import { formatCount } from '@/lib/format-number';
import { toCsv } from './csv';
import { loadExportNames, type CsvExport } from './csv-export';
import { csvFileName, fileNameLists } from './csv-file-name';
import { downloadTextFile, localDateStamp } from './download-file';
import { exportEstimate } from './export-estimate';
import { exportAllRows, exportSplitsBySource, type ExportableParams } from './export-rows';

import './export.css';

export interface ExportCsvButtonProps<Row extends { id: string }, Params extends ExportableParams> {
  /** The current filters (any page: the export starts at page 1). */
  params: Params;
  fetchPage: (params: Params, signal: AbortSignal | undefined) => Promise<ListPage<Row>>;
  maxPerPage: number;
  /** The list's order, to merge the two sources of a merged filter. */
  order: (sort: string) => Compare<Row>;
  sort: string;
  csv: CsvExport<Row>;
  /** Plural noun for rows, e.g. "answers". */
  itemLabel: string;
  /** The list's total when the API counted it, for the progress bar before the export knows it. */
  expectedTotal?: number | null;
}

type ExportState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: StreamProgress }
  | { kind: 'saved'; count: number; fileName: string }
  | { kind: 'cancelled'; count: number }
  | { kind: 'failed'; error: unknown };

const CSV_MIME = 'text/csv;charset=utf-8';

/**
 * "Download CSV": every row of the filtered list, not just the page, fetched a few pages at a
 * time (export-rows.ts: a merged list per source), with progress and Cancel, saved as one file.
 */
export function ExportCsvButton<Row extends { id: string }, Params extends ExportableParams>({
  params,
  fetchPage,
  maxPerPage,
  order,
  sort,
  csv,
  itemLabel,
  expectedTotal = null,
}: ExportCsvButtonProps<Row, Params>) {
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const estimateId = useId();
  // Read, not subscribed: the limit itself does not change while the page is open.
  const limitPerMinute = rateLimitStore.getState().budget?.limitMinute ?? null;
  const controllerRef = useRef<AbortController | null>(null);
  const downloadRef = useRef<HTMLButtonElement>(null);
  // Whether the keyboard was on Cancel, which goes away when the export ends.
  const cancelHadFocus = useRef(false);

  // Leaving the page stops the export: its requests would spend budget on a file nobody saves.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const running = state.kind === 'running';
  useLayoutEffect(() => {
    if (running || !cancelHadFocus.current) return;
    cancelHadFocus.current = false;
    // Focus fell to the page with the Cancel button: put it back where the export started.
    if (document.activeElement === null || document.activeElement === document.body) downloadRef.current?.focus();
  }, [running]);

  const start = async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    let fetched = 0;
    setState({
      kind: 'running',
      progress: { rowsFetched: 0, totalKnown: null, pagesFetched: 0, pagesPlanned: null, segmentsInFlight: [] },
    });
    try {
      // The names first (usually cached): a list that fails stops the export before any row is fetched.
      const names = await loadExportNames(queryClient, [...csv.nameLists, ...fileNameLists(params)]);
      const rows = await exportAllRows({
        params,
        fetchPage,
        maxPerPage,
        compare: order(sort),
        signal: controller.signal,
        onProgress: (progress) => {
          fetched = progress.rowsFetched;
          setState({ kind: 'running', progress });
        },
      });
      const fileName = csvFileName(csv.fileName, params, names, localDateStamp());
      const records = rows.map((row) => csv.record(row, names));
      downloadTextFile(fileName, toCsv(csv.header, records, { bom: true }), CSV_MIME);
      setState({ kind: 'saved', count: rows.length, fileName });
    } catch (error) {
      setState(controller.signal.aborted ? { kind: 'cancelled', count: fetched } : { kind: 'failed', error });
    } finally {
      if (controllerRef.current === controller) controllerRef.current = null;
    }
  };

  return (
    <div className="export-csv">
      <div className="actions export-csv-actions">
        <button
          ref={downloadRef}
          type="button"
          onClick={() => void start()}
          disabled={running}
          aria-describedby={estimateId}
        >
          Download CSV
        </button>
        {running && (
          <button
            type="button"
            onClick={() => controllerRef.current?.abort()}
            onFocus={() => (cancelHadFocus.current = true)}
            // Focus moved on to something else (not lost with the button): nothing to restore.
            onBlur={(event) => (cancelHadFocus.current = event.relatedTarget === null)}
          >
            Cancel
          </button>
        )}
      </div>
      <p id={estimateId} className="muted export-csv-estimate">
        {exportEstimate({
          merged: exportSplitsBySource(params),
          total: expectedTotal,
          maxPerPage,
          limitPerMinute,
          itemLabel,
        })}
      </p>
      {running && (
        <ExportProgressView
          progress={state.progress}
          expectedTotal={expectedTotal}
          itemLabel={itemLabel}
          split={exportSplitsBySource(params)}
        />
      )}
      {/* Always rendered, so screen readers already watch it when the outcome arrives. */}
      <p role="status" className="export-csv-status">
        {state.kind === 'saved' && `Saved ${formatCount(state.count)} ${itemLabel} to ${state.fileName}.`}
        {state.kind === 'cancelled' &&
          `Export cancelled after ${formatCount(state.count)} ${itemLabel}; nothing was saved.`}
      </p>
      {state.kind === 'failed' && (
        <ErrorPanel error={state.error} title="The CSV export stopped" onRetry={() => void start()} />
      )}
    </div>
  );
}

interface ExportProgressViewProps {
  progress: StreamProgress;
  expectedTotal: number | null;
  itemLabel: string;
  /** The export fetches a merged list per source: say which sources are being fetched. */
  split: boolean;
}

function ExportProgressView({ progress, expectedTotal, itemLabel, split }: ExportProgressViewProps) {
  const total = progress.totalKnown ?? expectedTotal;
  const rows = formatCount(progress.rowsFetched);
  const pages = `${formatCount(progress.pagesFetched)} ${progress.pagesFetched === 1 ? 'page' : 'pages'} so far`;
  const fetched =
    total === null ? `${rows} ${itemLabel} fetched, ${pages}` : `${rows} of ${formatCount(total)} ${itemLabel} fetched`;
  const source = split ? sourcesInFlight(progress.segmentsInFlight) : '';
  return (
    <div className="export-csv-progress">
      {total === null ? (
        <progress aria-label="CSV export progress" />
      ) : (
        <progress
          aria-label="CSV export progress"
          value={Math.min(progress.rowsFetched, total)}
          max={Math.max(total, 1)}
        />
      )}
      <p className="export-csv-progress-text">
        {fetched}
        {source}.
      </p>
      <p className="muted export-csv-note">
        Requests are paced to stay under the API&apos;s rate limit; the budget in the header shows what is left.
      </p>
    </div>
  );
}

const andList = new Intl.ListFormat('en', { type: 'conjunction' });

/** " (now the pipeline source)", " (now the standalone and pipeline sources)": the export's segments are sources. */
function sourcesInFlight(sources: readonly string[]): string {
  if (sources.length === 0) return '';
  return ` (now the ${andList.format(sources)} ${sources.length === 1 ? 'source' : 'sources'})`;
}
