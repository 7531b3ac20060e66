/**
 * Reads a V8 CPU profile (CDP `Profiler.stop`) of a page's start-up: each sample's time by the
 * function it was in (its own time) and by what the page was doing (evaluating modules, drawing,
 * routing, parsing responses), with the minified frames traced back to their sources through
 * the build's source maps.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}
export interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  /** Microseconds, on the clock of the trace. */
  startTime: number;
  endTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What the page was doing, judged from a sample's whole stack (see `activityOf`). */
export const ACTIVITIES = [
  'evaluating modules',
  'drawing (React)',
  'drawing (app components)',
  'routing',
  'parsing responses',
  'data library (TanStack Query)',
  'other script',
  'garbage collection',
  'browser (style, layout, parse, compile)',
] as const;
export type Activity = (typeof ACTIVITIES)[number];

/** Where a frame's code came from: its source file (node_modules trimmed) and name. */
export interface SourceFrame {
  name: string;
  source: string;
  line: number;
}

export interface TimeSpent {
  ms: number;
  byActivity: Map<Activity, number>;
  /** Own time per function, most first. */
  topFunctions: { frame: SourceFrame; ms: number }[];
  /** Time by the app's own function nearest the work (the component drawn, the code that called a library). */
  topAppFunctions: { frame: SourceFrame; ms: number }[];
}

export interface ProfileSummary extends TimeSpent {
  /** Stretches of busy samples over 50 ms (the long tasks, back-to-back ones as one), in order. */
  stretches: (TimeSpent & { startMs: number })[];
}

/** Traces built code back to its source, for the chunks of `assetsDir` that have a `.map`. */
export function sourceTracer(assetsDir: string): (frame: CallFrame) => SourceFrame {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string): TraceMap | null => {
    const file = url.split('/').pop()?.split('?')[0] ?? '';
    if (!maps.has(file)) {
      try {
        maps.set(file, new TraceMap(readFileSync(join(assetsDir, `${file}.map`), 'utf8')));
      } catch {
        maps.set(file, null);
      }
    }
    return maps.get(file) ?? null;
  };
  return (frame) => {
    const map = frame.url ? mapOf(frame.url) : null;
    if (!map) return { name: frame.functionName || '(anonymous)', source: frame.url || '(native)', line: 0 };
    const position = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    return {
      name: position.name ?? (frame.functionName || '(anonymous)'),
      source: shortSource(position.source ?? frame.url),
      line: position.line ?? 0,
    };
  };
}

/** `../node_modules/.pnpm/x/node_modules/react-dom/cjs/a.js` → `react-dom/cjs/a.js`; `../src/a.ts` → `src/a.ts`. */
export function shortSource(source: string): string {
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) return source.slice(inModules + 'node_modules/'.length);
  return source.replace(/^(\.\.\/)+/, '');
}

/** A chunk's top level (line 0, column 0): the evaluation of the modules bundled in it. */
const TOP_LEVEL = '(top level)';

/**
 * What a sample's stack (leaf first) was doing. A chunk's top level is module evaluation,
 * whatever it calls; below it, React's code anywhere on the stack makes it drawing, split by
 * whose code the sample is in; then the router, the schemas and the query library.
 */
export function activityOf(stack: readonly SourceFrame[]): Activity {
  const leaf = stack[0]?.name;
  if (leaf === '(garbage collector)') return 'garbage collection';
  if (leaf === '(program)') return 'browser (style, layout, parse, compile)';
  if (stack.some((frame) => frame.name === TOP_LEVEL)) return 'evaluating modules';
  const sources = stack.map((frame) => frame.source);
  const inReact = (source: string) =>
    source.startsWith('react-dom/') || source.startsWith('react/') || source.startsWith('scheduler/');
  if (sources.some((source) => source.startsWith('react-dom/')))
    return inReact(sources[0] ?? '') ? 'drawing (React)' : 'drawing (app components)';
  if (
    sources.some(
      (source) => source.startsWith('@tanstack/router-core/') || source.startsWith('@tanstack/react-router/'),
    )
  )
    return 'routing';
  if (sources.some((source) => source.startsWith('zod/') || source.endsWith('/http-responses.ts')))
    return 'parsing responses';
  if (sources.some((source) => source.startsWith('@tanstack/query-core/'))) return 'data library (TanStack Query)';
  return 'other script';
}

interface Sample {
  atMs: number;
  ms: number;
  activity: Activity;
  frame: SourceFrame;
  appFrame: SourceFrame | undefined;
}

/** Sums a profile's busy samples by function and by activity, in all and per long stretch. */
export function summarizeProfile(profile: CpuProfile, trace: (frame: CallFrame) => SourceFrame): ProfileSummary {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const traced = new Map<number, SourceFrame>();
  const frameOf = (id: number) => {
    let frame = traced.get(id);
    if (!frame) {
      const { callFrame } = byId.get(id)!;
      // A chunk's top level traces to whichever module starts it: it is the chunk's evaluation.
      frame =
        callFrame.lineNumber === 0 && callFrame.columnNumber === 0 && callFrame.url
          ? { name: TOP_LEVEL, source: callFrame.url.replace(/^https?:\/\/[^/]+\//, ''), line: 0 }
          : trace(callFrame);
      traced.set(id, frame);
    }
    return frame;
  };
  const busy: (Sample | null)[] = [];
  let atMs = 0;
  profile.samples.forEach((id, index) => {
    atMs += (profile.timeDeltas[index] ?? 0) / 1000;
    // A sample's time runs to the next sample.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    const name = byId.get(id)?.callFrame.functionName;
    if (name === undefined || name === '(idle)' || name === '(root)') return void busy.push(null);
    const stack: SourceFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      if (byId.get(at)?.callFrame.functionName === '(root)') break;
      stack.push(frameOf(at));
    }
    const appFrame = stack.find((frame) => /^(src|packages)\//.test(frame.source));
    busy.push({ atMs, ms, activity: activityOf(stack), frame: frameOf(id), appFrame });
  });
  const stretches: ProfileSummary['stretches'] = [];
  let stretch: Sample[] = [];
  for (const sample of [...busy, null]) {
    if (sample) {
      stretch.push(sample);
      continue;
    }
    const spent = timeSpent(stretch);
    if (spent.ms > 50) stretches.push({ ...spent, startMs: stretch[0]!.atMs });
    stretch = [];
  }
  return { ...timeSpent(busy.filter((sample) => sample !== null)), stretches };
}

function timeSpent(samples: readonly Sample[]): TimeSpent {
  const byActivity = new Map<Activity, number>(ACTIVITIES.map((activity) => [activity, 0]));
  const byFunction = new FrameTimes();
  const byAppFunction = new FrameTimes();
  let ms = 0;
  for (const sample of samples) {
    ms += sample.ms;
    byActivity.set(sample.activity, (byActivity.get(sample.activity) ?? 0) + sample.ms);
    byFunction.add(sample.frame, sample.ms);
    if (sample.appFrame) byAppFunction.add(sample.appFrame, sample.ms);
  }
  return { ms, byActivity, topFunctions: byFunction.sorted(), topAppFunctions: byAppFunction.sorted() };
}

class FrameTimes {
  readonly #times = new Map<string, { frame: SourceFrame; ms: number }>();
  add(frame: SourceFrame, ms: number) {
    const key = `${frame.name} ${frame.source}:${frame.line}`;
    const entry = this.#times.get(key) ?? { frame, ms: 0 };
    entry.ms += ms;
    this.#times.set(key, entry);
  }
  sorted() {
    return [...this.#times.values()].sort((a, b) => b.ms - a.ms);
  }
}
