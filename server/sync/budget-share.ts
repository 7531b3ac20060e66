import type { RateLimitBudget, RateLimitState } from '@assessment-insights/contract';
import type { RateLimitStore } from '@/api/rate-limit-store';
import type { SyncState } from '../store/workspace-store.ts';

/**
 * The sync's share of the workspace's budget (decision 030), which people's browsers share too.
 * - The minute: the view the sync's client paces itself by reports the minute's remaining budget
 *   less `1 − minuteShare` of its limit, so the client waits for the next window (http.ts) while
 *   that part is left to people.
 * - The day: the sync spends at most `dayShare` of what was left of the day when it started.
 *   The client cannot hold that back (it paces only within a minute's window), so the sync asks
 *   `take()` before each page and stops, checkpointed, when it says no.
 */

export const DEFAULT_DAY_SHARE = 0.5;
export const DEFAULT_MINUTE_SHARE = 0.5;
/** The state's error code while a sync waits for the next day's share. */
export const DAY_SHARE_SPENT = 'day_share_spent';
const DAY_MS = 86_400_000;

export interface BudgetShareOptions {
  /** ASSESSMENT_SYNC_DAY_SHARE: of the day's remaining budget at the sync's start. */
  dayShare?: number;
  /** ASSESSMENT_SYNC_MINUTE_SHARE: of each minute's limit. */
  minuteShare?: number;
  now?: () => number;
}

export interface BudgetShare {
  /** The rate-limit store the sync's client is given: the workspace's, seen through the shares. */
  readonly rateLimits: RateLimitStore;
  /** Takes one request of the day's share; false once it is spent (then no page is started). */
  take(): boolean;
  /** Requests taken since the share was set (this UTC day). */
  readonly spent: number;
  /** The day's share in requests; null until the API has reported the day's budget. */
  readonly allowance: number | null;
  /** Each minute's share in requests; null until the API has reported the minute's limit. */
  minuteAllowance(): number | null;
  /** When the day's share is set anew: the next UTC day, when the API's day window turns (docs/api-contract.md §3). */
  continuesAt(): number;
}

/** The start of the UTC day after `at` (epoch ms). */
export const nextUtcDay = (at: number): number => Math.floor(at / DAY_MS) * DAY_MS + DAY_MS;
const utcDay = (at: number): number => Math.floor(at / DAY_MS);

export function createBudgetShare(store: RateLimitStore, options: BudgetShareOptions = {}): BudgetShare {
  const dayShare = shareOf('dayShare', options.dayShare ?? DEFAULT_DAY_SHARE);
  const minuteShare = shareOf('minuteShare', options.minuteShare ?? DEFAULT_MINUTE_SHARE);
  const now = options.now ?? Date.now;
  let allowance: number | null = null;
  let day = utcDay(now());
  let spent = 0;
  // Responses observed before the share was set: their requests were spent out of the day's start.
  let answered = 0;

  const setShare = (budget: RateLimitBudget, spentBefore: number) => {
    allowance = Math.floor(dayShare * (budget.remainingDay + spentBefore));
  };
  // What the workspace's store knew of today when the sync started is where the share starts.
  const known = store.getState().budget;
  if (known !== null && utcDay(known.observedAt) === day) setShare(known, 0);

  const newDay = () => {
    const today = utcDay(now());
    if (today === day) return;
    day = today;
    allowance = null;
    spent = 0;
    answered = 0;
  };

  const shared = (state: RateLimitState): RateLimitState => {
    const { budget } = state;
    if (budget === null) return state;
    const peoples = Math.ceil((1 - minuteShare) * budget.limitMinute);
    return { ...state, budget: { ...budget, remainingMinute: Math.max(0, budget.remainingMinute - peoples) } };
  };

  const rateLimits: RateLimitStore = {
    getState: () => shared(store.getState()),
    subscribe: (listener) => store.subscribe(listener),
    observe(headers, at, scope) {
      store.observe(headers, at, scope);
      newDay();
      answered++;
      const budget = store.getState().budget;
      if (allowance === null && budget !== null && budget.observedAt === at) setShare(budget, answered);
    },
    setWaitingUntil: (until) => store.setWaitingUntil(until),
    reset: () => store.reset(),
  };

  return {
    rateLimits,
    take() {
      newDay();
      if (allowance !== null && spent >= allowance) return false;
      spent++;
      return true;
    },
    get spent() {
      return spent;
    },
    get allowance() {
      return allowance;
    },
    minuteAllowance() {
      const budget = store.getState().budget;
      return budget === null ? null : Math.max(1, Math.floor(minuteShare * budget.limitMinute));
    },
    continuesAt: () => nextUtcDay(now()),
  };
}

/** What a sync stopped by its day share says, in the state's error, until it goes on. */
export function dayShareMessage(share: Pick<BudgetShare, 'spent' | 'continuesAt'>): string {
  const at = new Date(share.continuesAt()).toISOString();
  return `The sync spent its share of today's request budget (${share.spent} requests), leaving the rest to people; it continues after ${at}.`;
}

/** Until when a workspace's sync waits, its day's share spent (epoch ms); null when it need not wait. */
export function dayShareWait(state: SyncState, at: number): number | null {
  if (state.status !== 'waiting' || state.error?.code !== DAY_SHARE_SPENT || state.lastSyncedAt === null) return null;
  const until = nextUtcDay(Date.parse(state.lastSyncedAt));
  return at < until ? until : null;
}

function shareOf(name: string, value: number): number {
  if (!(value > 0 && value <= 1)) throw new RangeError(`${name} must be above 0 and at most 1; got ${value}.`);
  return value;
}
