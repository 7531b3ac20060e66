import type { Assessment } from '@assessment-insights/contract';
import type { OverviewFiguresResult, StoredLedgerMeta } from '@assessment-insights/statistics-engine';
import type { JobSource, StatisticsJob, StatisticsJobState } from '@/features/statistics/worker/job-state';

/**
 * The overview's reading of the workspace, one assessment at a time (each its page's own job, so
 * a ledger read here opens its page at no request, and the other way round):
 * - with a team server, every assessment's rows come from its store, at no API cost;
 * - otherwise the ledgers this browser holds open first, at no request, and the rest wait for a
 *   plan the user starts (Start) or not (Not now);
 * - each assessment's figures follow its ledger, so its findings show as soon as it is read.
 * The job being read shows its own status (its plan, progress with Cancel, Resume): a job that
 * stops holds the queue until the user goes on with it.
 */
export type OverviewRead =
  /** Looking for the ledgers held (or discovering the team server). */
  | { kind: 'checking' }
  /** The held ones open; `unread` wait for Start. */
  | { kind: 'plan'; unread: string[] }
  | { kind: 'declined'; unread: string[] }
  /** `current` is read (or waits, stopped, for its user); then `unread`. */
  | { kind: 'reading'; current: string; unread: string[] }
  | { kind: 'done' };

export type OverviewResult =
  | { kind: 'ready'; figures: OverviewFiguresResult; meta: StoredLedgerMeta; from: JobSource }
  | { kind: 'failed'; error: unknown };

export interface OverviewRunState {
  read: OverviewRead;
  /** By assessment id, as each one's figures arrive. */
  results: ReadonlyMap<string, OverviewResult>;
  /** The team server serves the rows. */
  fromServer: boolean;
}

export interface OverviewRunDeps {
  /** Every assessment of the workspace, with its questions. */
  assessments: readonly Assessment[];
  /** The assessment's job: its page's scope (no filter). */
  jobFor: (assessment: Assessment) => StatisticsJob;
  /** That job's key, without making the job. */
  keyOf: (assessment: Assessment) => string;
  /** Of these job keys, those the browser's store holds. */
  heldLedgers: (keys: string[]) => Promise<string[]>;
  /** Whether a team server serves the rows. */
  teamServer: Promise<unknown>;
  /** The overview's figures of a ready job (cached with the page's figures). */
  figures: (job: StatisticsJob, assessment: Assessment, version: number) => Promise<OverviewFiguresResult>;
}

export interface OverviewRun {
  getState: () => OverviewRunState;
  subscribe: (listener: () => void) => () => void;
  /** Opens the held ledgers (or the team server's) and plans the rest; returns the stop for leaving the page. */
  begin: () => () => void;
  /** The job of the assessment being read, for its status. */
  currentJob: () => StatisticsJob | null;
  /** Reads the assessments not held, one after another; settles once they are read or the page is left. */
  start: () => Promise<void>;
  notNow: () => void;
}

/** What the overview's parts draw from: the run, its state, and the assessments it reads. */
export interface OverviewRunView {
  run: OverviewRun | null;
  state: OverviewRunState;
  assessments: readonly Assessment[];
}

/** Before the run has looked for the ledgers held. */
export const CHECKING: OverviewRunState = { read: { kind: 'checking' }, results: new Map(), fromServer: false };

export function createOverviewRun(deps: OverviewRunDeps): OverviewRun {
  const byId = new Map(deps.assessments.map((assessment) => [assessment.id, assessment]));
  let state = CHECKING;
  let current: StatisticsJob | null = null;
  const listeners = new Set<() => void>();
  const set = (change: Partial<OverviewRunState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };
  // One session per visit: leaving stops it (a job reading goes on, as on its own page).
  let session: Session | null = null;
  let unread: string[] = [];
  let heldOpened: Promise<void> = Promise.resolve();

  /** Opens the assessment's job, waits for its ledger, and computes its figures. */
  async function readOne(own: Session, assessment: Assessment): Promise<void> {
    const job = deps.jobFor(assessment);
    current = job;
    job.open();
    const ready = await Promise.race([untilReady(job), own.left]);
    if (!ready || own.closed) return;
    let result: OverviewResult;
    try {
      const figures = await deps.figures(job, assessment, ready.version);
      result = { kind: 'ready', figures, meta: ready.meta, from: ready.from };
    } catch (error) {
      result = { kind: 'failed', error };
    }
    if (!own.closed) set({ results: new Map(state.results).set(assessment.id, result) });
  }

  /** One at a time, in the catalog's order; `reading` says so while it goes. */
  async function readAll(own: Session, ids: readonly string[], reading: boolean): Promise<void> {
    for (const [index, id] of ids.entries()) {
      const assessment = byId.get(id);
      if (own.closed) return;
      if (!assessment) continue;
      if (reading) set({ read: { kind: 'reading', current: id, unread: ids.slice(index + 1) } });
      await readOne(own, assessment);
    }
  }

  async function openHeld(own: Session): Promise<void> {
    const ids = deps.assessments.map((assessment) => assessment.id);
    if (await deps.teamServer) {
      if (own.closed) return;
      set({ fromServer: true });
      await readAll(own, ids, true);
      if (!own.closed) set({ read: { kind: 'done' } });
      return;
    }
    const idOfKey = new Map(deps.assessments.map((assessment) => [deps.keyOf(assessment), assessment.id]));
    // Should the store not answer, every assessment is planned as unread.
    const heldKeys = await deps.heldLedgers([...idOfKey.keys()]).catch(() => []);
    if (own.closed) return;
    const held = new Set(heldKeys.map((key) => idOfKey.get(key)));
    unread = ids.filter((id) => !held.has(id));
    if (unread.length > 0) set({ read: { kind: 'plan', unread } });
    await readAll(
      own,
      ids.filter((id) => held.has(id)),
      false,
    );
    if (!own.closed && unread.length === 0) set({ read: { kind: 'done' } });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    begin() {
      const own = newSession();
      session = own;
      state = CHECKING;
      heldOpened = openHeld(own);
      return () => {
        own.closed = true;
        own.leave();
      };
    },
    currentJob: () => (state.read.kind === 'reading' ? current : null),
    start() {
      const own = session;
      if (!own || (state.read.kind !== 'plan' && state.read.kind !== 'declined')) return Promise.resolve();
      const ids = unread;
      set({ read: { kind: 'reading', current: ids[0] ?? '', unread: ids.slice(1) } });
      return heldOpened
        .then(() => readAll(own, ids, true))
        .then(() => {
          if (!own.closed) set({ read: { kind: 'done' } });
        });
    },
    notNow() {
      if (state.read.kind === 'plan') set({ read: { kind: 'declined', unread } });
    },
  };
}

interface Session {
  closed: boolean;
  /** Resolves null once the page is left. */
  left: Promise<null>;
  leave: () => void;
}

function newSession(): Session {
  let leave = () => {};
  const left = new Promise<null>((resolve) => (leave = () => resolve(null)));
  return { closed: false, left, leave };
}

/** The job's ready state once it has one: a stopped job (cancelled, declined, failed) waits for its user. */
function untilReady(job: StatisticsJob): Promise<Extract<StatisticsJobState, { kind: 'ready' }>> {
  return new Promise((resolve) => {
    const check = () => {
      const jobState = job.getState();
      if (jobState.kind !== 'ready') return;
      unsubscribe();
      resolve(jobState);
    };
    const unsubscribe = job.subscribe(check);
    check();
  });
}
