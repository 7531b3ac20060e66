import { parseArgs } from 'node:util';
import { API_KEY_PATTERN } from '@assessment-insights/contract';
import { DATASET_SCALES, isDatasetScale, type DatasetScale } from '@/mocks/dataset/scale';
import { DEMO_SEED } from '@/mocks/demo';
import { LIVE_MODE_DEFAULTS, type LiveModeOptions } from '@/mocks/live-ticks';
import { FAULT_MODES, isFaultMode, type FaultMode } from './faults';

/**
 * The fake API server's options and their command-line flags: `npm run fake-api` reads flags
 * here and the launcher writes them here, so each flag is named once.
 */
export interface FakeApiServerOptions {
  /** 0: a free port (the base URL printed at start-up says which). */
  port?: number;
  host?: string;
  /** The workspace key; without it the demo key (src/mocks/demo.ts). */
  key?: string;
  minuteLimit?: number;
  dayLimit?: number;
  /** Every response's time from the request's arrival at the server. */
  latencyMs?: number;
  /** Added to every POST/PATCH, while its idempotency key is held "in progress". */
  writeLatencyMs?: number;
  seed?: number;
  /** `small`: a fifth of the people and answers over the same catalog (see dataset/generate.ts). */
  scale?: DatasetScale;
  /** The fake's clock runs this far ahead of the machine's (negative: behind). */
  clockOffsetMs?: number;
  /** Live mode on, with these settings (each defaulting as in live.ts); absent: off. */
  live?: LiveModeOptions;
  /** The fault mode it starts in (see faults.ts). */
  fault?: FaultMode;
  /** Only the next N API requests get `fault`, then it is `none`; absent: until changed. */
  faultCount?: number;
  /** Starts the control server (0: a free port) that switches faults while it runs; absent: none. */
  controlPort?: number;
}

export const SERVER_DEFAULTS = {
  port: 4010,
  host: '127.0.0.1',
  minuteLimit: 120,
  dayLimit: 10_000,
  latencyMs: 0,
  writeLatencyMs: 250,
  seed: DEMO_SEED,
  scale: 'full',
  clockOffsetMs: 0,
  fault: 'none',
} as const satisfies FakeApiServerOptions;

/** How a flag's value is read: an integer of at least `min` (null: negative too), text, or a switch. */
type Kind = { min: number | null } | 'text' | 'switch';

/** Every flag, in `--help` order: its name, how it is read and what `--help` shows after it. */
const FLAGS = {
  port: ['port', { min: 0 }, String(SERVER_DEFAULTS.port)],
  host: ['host', 'text', SERVER_DEFAULTS.host],
  key: ['key', 'text', 'ak_live_…'],
  minuteLimit: ['minute-limit', { min: 1 }, String(SERVER_DEFAULTS.minuteLimit)],
  dayLimit: ['day-limit', { min: 1 }, String(SERVER_DEFAULTS.dayLimit)],
  latencyMs: ['latency-ms', { min: 0 }, String(SERVER_DEFAULTS.latencyMs)],
  writeLatencyMs: ['write-latency-ms', { min: 0 }, String(SERVER_DEFAULTS.writeLatencyMs)],
  seed: ['seed', { min: 0 }, String(SERVER_DEFAULTS.seed)],
  scale: ['scale', 'text', DATASET_SCALES.join('|')],
  clockOffsetMs: ['clock-offset-ms', { min: null }, String(SERVER_DEFAULTS.clockOffsetMs)],
  live: ['live', 'switch', ''],
  liveIntervalMs: ['live-interval-ms', { min: 100 }, String(LIVE_MODE_DEFAULTS.intervalMs)],
  liveAnswers: ['live-answers', { min: 0 }, String(LIVE_MODE_DEFAULTS.answersPerTick)],
  liveGradings: ['live-gradings', { min: 0 }, String(LIVE_MODE_DEFAULTS.gradingsPerTick)],
  liveAfterMs: ['live-after-ms', { min: 0 }, String(LIVE_MODE_DEFAULTS.startAfterMs)],
  liveTicks: ['live-ticks', { min: 0 }, 'N (0: until stopped)'],
  fault: ['fault', 'text', FAULT_MODES.join('|')],
  faultCount: ['fault-count', { min: 1 }, 'N (then none)'],
  controlPort: ['control-port', { min: 0 }, 'PORT (PUT /fault, GET|DELETE /requests, PUT|DELETE /moves)'],
} as const satisfies Record<string, readonly [flag: string, kind: Kind, usage: string]>;

type ValueOf<K extends Kind> = K extends 'text' ? string : K extends 'switch' ? boolean : number;
/** The options as flat flag values, between the command line and FakeApiServerOptions. */
type Flags = { -readonly [N in keyof typeof FLAGS]?: ValueOf<(typeof FLAGS)[N][1]> };

export const USAGE = `Usage: npm run fake-api -- ${Object.values(FLAGS)
  .map(([flag, , usage]) => `[--${flag}${usage === '' ? '' : ` ${usage}`}]`)
  .join(' ')}`;

/** A flag's value that cannot be used: `npm run fake-api` prints the message and exits with status 2. */
export class UsageError extends Error {}

/** The options a command line gives (an absent flag stays absent), or 'help' for `--help`. */
export function parseServerArgs(args: readonly string[]): FakeApiServerOptions | 'help' {
  const specs = Object.entries(FLAGS);
  let values: Record<string, string | boolean | undefined>;
  try {
    const options = Object.fromEntries(
      specs.map(([, [flag, kind]]) => [flag, { type: kind === 'switch' ? 'boolean' : 'string' } as const]),
    );
    ({ values } = parseArgs({ args: [...args], options: { ...options, help: { type: 'boolean' } } }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) return 'help';
  const flags: Flags = {};
  for (const [name, [flag, kind]] of specs) {
    const raw = values[flag];
    if (raw === undefined) continue;
    (flags as Record<string, unknown>)[name] = typeof kind === 'object' ? integer(flag, kind.min, String(raw)) : raw;
  }
  return fromFlags(flags);
}

/** The command-line flags that give `options` (`parseServerArgs` reads them back). */
export function serverArgs(options: FakeApiServerOptions): string[] {
  const flags = toFlags(options);
  return Object.entries(FLAGS).flatMap(([name, [flag]]) => {
    const value = flags[name as keyof Flags];
    if (value === undefined || value === false) return [];
    if (value === true) return [`--${flag}`];
    // A value starting with '-' would read as a flag: `--clock-offset-ms=-5000`.
    return String(value).startsWith('-') ? [`--${flag}=${value}`] : [`--${flag}`, String(value)];
  });
}

function integer(flag: string, min: number | null, raw: string): number {
  const value = Number(raw);
  if (min === null ? !/^-?\d+$/.test(raw) : !/^\d+$/.test(raw) || value < min) {
    throw new UsageError(`--${flag} must be an integer${min === null ? '' : ` ≥ ${min}`}; got "${raw}"`);
  }
  return value;
}

function fromFlags(flags: Flags): FakeApiServerOptions {
  const { key, scale, fault, live, liveIntervalMs, liveAnswers, liveGradings, liveAfterMs, liveTicks, ...rest } = flags;
  if (key !== undefined && !API_KEY_PATTERN.test(key)) {
    throw new UsageError('--key must look like ak_live_ followed by 32 letters or digits');
  }
  if (scale !== undefined && !isDatasetScale(scale)) {
    throw new UsageError(`--scale must be one of ${DATASET_SCALES.join(', ')}; got "${scale}"`);
  }
  if (fault !== undefined && !isFaultMode(fault)) {
    throw new UsageError(`--fault must be one of ${FAULT_MODES.join(', ')}; got "${fault}"`);
  }
  const liveMode: LiveModeOptions = {
    intervalMs: liveIntervalMs,
    answersPerTick: liveAnswers,
    gradingsPerTick: liveGradings,
    startAfterMs: liveAfterMs,
    // 0 on the command line: until stopped.
    ticks: liveTicks === undefined ? undefined : liveTicks || Infinity,
  };
  return withoutAbsent({
    ...rest,
    key,
    scale,
    fault,
    live: live === true ? withoutAbsent(liveMode) : undefined,
  });
}

function toFlags({ live, ...options }: FakeApiServerOptions): Flags {
  return {
    ...options,
    live: live !== undefined,
    liveIntervalMs: live?.intervalMs,
    liveAnswers: live?.answersPerTick,
    liveGradings: live?.gradingsPerTick,
    liveAfterMs: live?.startAfterMs,
    liveTicks: live?.ticks === Infinity ? undefined : live?.ticks,
  };
}

/** Absent values as absent keys, so spreading options over defaults keeps the defaults. */
function withoutAbsent<T extends object>(options: T): T {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as T;
}
