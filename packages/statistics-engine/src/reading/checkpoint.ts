import type { Pagination, FetchedPage } from '@assessment-insights/contract';
import type { FetchPlan } from './plan';
import type { QuestionResultLedger, LedgerRowInput } from '../ledger/ledger';

/**
 * What an interrupted computation had read (cancelled, or stopped by an error): handed back to
 * `fetchLedger` as `resumeFrom`, the job goes on where it stopped, requesting no page it already
 * has. Pages keep only their rows' ids: the rows themselves are in the ledger already.
 */
export interface LedgerCheckpoint {
  ledger: QuestionResultLedger;
  /** When the job first started (ms): the resumed ledger stays "as of" then. */
  startedAt: number;
  /** Requests answered so far, every earlier attempt included. */
  requests: number;
  /** The plan the first wave made; set once it is confirmed (or needed no confirmation). */
  plan: FetchPlan | null;
  /** Pages received, by segment key and page number. */
  pages: ReadonlyMap<string, ReadonlyMap<number, CheckpointPage>>;
}

export interface CheckpointPage {
  page: number;
  pagination: Pagination;
  ids: readonly string[];
  /** Each row's created_at (ms), beside its id: a repair counts rows by creation time. */
  createdMs: readonly number[];
}

/** A row the ledger holds already: streamed again on resume (so the stream counts it), never upserted again. */
export interface RowInLedger {
  id: string;
  createdMs: number;
  inLedger: true;
}

export type StreamedLedgerRow = LedgerRowInput | RowInLedger;

export const isRowInLedger = (row: StreamedLedgerRow): row is RowInLedger => 'inLedger' in row;

/** When a streamed row was created (ms); created_at never changes. */
export const createdMsOf = (row: StreamedLedgerRow): number =>
  isRowInLedger(row) ? row.createdMs : Date.parse(row.created_at);

/** Collects the pages of a job as they arrive, for its checkpoint. */
export class CheckpointPages {
  readonly bySegment = new Map<string, Map<number, CheckpointPage>>();

  constructor(from?: LedgerCheckpoint['pages']) {
    for (const [key, pages] of from ?? []) this.bySegment.set(key, new Map(pages));
  }

  record(segmentKey: string, { page, pagination, rows }: FetchedPage<StreamedLedgerRow>): void {
    let pages = this.bySegment.get(segmentKey);
    if (!pages) this.bySegment.set(segmentKey, (pages = new Map<number, CheckpointPage>()));
    if (!pages.has(page))
      pages.set(page, { page, pagination, ids: rows.map((row) => row.id), createdMs: rows.map(createdMsOf) });
  }

  /** The segment's pages as a stream takes them in hand (`maxPage`: only those up to it). */
  inHand(segmentKey: string, maxPage = Infinity): Array<FetchedPage<StreamedLedgerRow>> {
    return [...(this.bySegment.get(segmentKey)?.values() ?? [])]
      .filter(({ page }) => page <= maxPage)
      .map(({ page, pagination, ids, createdMs }) => ({
        page,
        pagination,
        rows: ids.map((id, index): RowInLedger => ({ id, createdMs: createdMs[index] ?? NaN, inLedger: true })),
      }));
  }
}
