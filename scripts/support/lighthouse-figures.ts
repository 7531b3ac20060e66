/**
 * Reading Lighthouse results for bench-lighthouse: the figures it checks per run, their medians
 * against a page's targets, and (with --details) where one run's main-thread time went.
 */
import type lighthouse from 'lighthouse';

export type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

export const METRICS = [
  'performance',
  'tbt',
  'longestTask',
  'mainScripting',
  'cls',
  'accessibility',
  'best-practices',
] as const;
export type Metric = (typeof METRICS)[number];
export type Figures = Record<Metric, number>;

/** A figure must be at least `min` (scores) or at most `max` (times, CLS). */
export type Target = { min: number } | { max: number };
export type Targets = Partial<Record<Metric, Target>>;

const COLUMNS: Record<Metric, { label: string; format: (value: number) => string }> = {
  performance: { label: 'performance', format: (value) => value.toFixed(0) },
  tbt: { label: 'TBT ms', format: (value) => value.toFixed(0) },
  // The long-tasks audit lists tasks of 50 ms and more only.
  longestTask: { label: 'longest task ms', format: (value) => (value < 50 ? '< 50' : value.toFixed(0)) },
  mainScripting: { label: 'main chunk ms', format: (value) => value.toFixed(0) },
  cls: { label: 'CLS', format: (value) => value.toFixed(3) },
  accessibility: { label: 'accessibility', format: (value) => value.toFixed(0) },
  'best-practices': { label: 'best practices', format: (value) => value.toFixed(0) },
};
const CELL_WIDTH = 16;

/**
 * One run's figures, NaN where Lighthouse gave none (all of them when the run failed). Under the
 * mobile profile's simulated throttling the long tasks are simulated too, as TBT is.
 */
export function figuresOf(lhr: Lhr): Figures {
  if (lhr.runtimeError) {
    console.log(`  ${lhr.requestedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return Object.fromEntries(METRICS.map((metric) => [metric, NaN])) as Figures;
  }
  const score = (id: string) => {
    const value = lhr.categories[id]?.score;
    return value === null || value === undefined ? NaN : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const longTasks = lhr.audits['long-tasks'];
  return {
    performance: score('performance'),
    tbt: numeric('total-blocking-time'),
    longestTask:
      !longTasks || longTasks.scoreDisplayMode === 'error'
        ? NaN
        : Math.max(0, ...tableItems(lhr, 'long-tasks').map((task) => Number(task.duration))),
    mainScripting: mainChunkScripting(lhr),
    cls: numeric('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
  };
}

/**
 * The script evaluation Lighthouse lays to the page's main chunk (its entry, `assets/index-….js`):
 * its modules' evaluation and all that runs from it, React's drawing included.
 */
function mainChunkScripting(lhr: Lhr): number {
  const main = tableItems(lhr, 'bootup-time').find((item) => /\/assets\/index-[\w-]+\.js$/.test(String(item.url)));
  return main ? Number(main.scripting) : NaN;
}

/** The median of the runs that gave the figure (a failed run is reported as it happens); NaN if none did. */
export function median(numbers: readonly number[]): number {
  const sorted = numbers.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A missing figure (NaN) misses its target. */
export function meets(value: number, target: Target): boolean {
  return 'min' in target ? value >= target.min : value <= target.max;
}

/** The table's heading: the page, then a column per figure. */
export function headingRow(pageWidth: number): string {
  return ['page'.padEnd(pageWidth), ...METRICS.map((metric) => COLUMNS[metric].label.padEnd(CELL_WIDTH))]
    .join(' ')
    .trimEnd();
}

/** A page's row: each median, then its target and OK or OVER (missed); no target, no verdict. */
export function pageRow(page: string, pageWidth: number, medians: Figures, targets: Targets): string {
  const cells = METRICS.map((metric) => {
    const value = medians[metric];
    const text = Number.isNaN(value) ? 'n/a' : COLUMNS[metric].format(value);
    const target = targets[metric];
    if (!target) return text.padEnd(CELL_WIDTH);
    const bound =
      'min' in target
        ? target.min === 100
          ? `=${target.min}`
          : `≥${target.min}`
        : `≤${COLUMNS[metric].format(target.max)}`;
    return `${text} ${bound} ${meets(value, target) ? 'OK' : 'OVER'}`.padEnd(CELL_WIDTH);
  });
  return [page.padEnd(pageWidth), ...cells].join(' ').trimEnd();
}

function tableItems(lhr: Lhr, id: string): Record<string, unknown>[] {
  return (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
}

/** Where the main thread's time went on one run: the audits' own tables, trimmed to what matters. */
export function printDetails(path: string, lhr: Lhr): void {
  const items = (id: string) => tableItems(lhr, id).slice(0, 8);
  const short = (url: unknown) => String(url).replace(/^https?:\/\/[^/]+/, '');
  console.log(`  ${path}: long tasks (start ms, duration ms, script)`);
  for (const task of items('long-tasks'))
    console.log(`    ${Math.round(Number(task.startTime))}  ${Math.round(Number(task.duration))}  ${short(task.url)}`);
  console.log('  work by script (total, script evaluation, parse/compile ms)');
  for (const script of items('bootup-time'))
    console.log(
      `    ${Math.round(Number(script.total))}  ${Math.round(Number(script.scripting))}  ` +
        `${Math.round(Number(script.scriptParseCompile))}  ${short(script.url)}`,
    );
  console.log('  work by kind (ms)');
  for (const kind of items('mainthread-work-breakdown'))
    console.log(`    ${Math.round(Number(kind.duration))}  ${String(kind.groupLabel)}`);
  console.log('  layout shifts (score, element)');
  for (const shift of items('layout-shifts')) {
    const node = shift.node as { snippet?: string; selector?: string } | undefined;
    console.log(`    ${Number(shift.score).toFixed(3)}  ${node?.selector ?? ''} ${node?.snippet?.slice(0, 100) ?? ''}`);
  }
}
