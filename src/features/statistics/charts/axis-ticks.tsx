import { useEffect, useState } from 'react';

/** What recharts passes a tick it draws with a function (the props used here). */
interface TickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: 'start' | 'middle' | 'end';
  fill?: string;
  className?: string;
  index?: number;
  payload?: { value: string | number };
  tickFormatter?: (value: never, index: number) => string;
}

/** The baseline shifts recharts' own Text gives one line of each vertical anchor. */
const ANCHOR_DY = { start: '0.71em', middle: '0.355em', end: undefined } as const;

/**
 * An axis tick as one line of SVG text. recharts' own tick measures each label's words in the DOM
 * to wrap them, a forced layout per label while the chart first draws (the longest task of the
 * question page); every label here is short and never wraps.
 */
export function plainTick({
  x,
  y,
  textAnchor,
  verticalAnchor,
  fill,
  className,
  index,
  payload,
  tickFormatter,
}: TickProps) {
  const value = payload?.value;
  const text = tickFormatter ? tickFormatter(value as never, index ?? 0) : String(value ?? '');
  return (
    <text
      x={x}
      y={y}
      dy={ANCHOR_DY[verticalAnchor ?? 'end']}
      textAnchor={textAnchor}
      fill={fill}
      className={`recharts-text ${className ?? ''}`}
    >
      {text}
    </text>
  );
}

/** Tick labels' widths estimated from their lengths: an average character of the axis font, and a gap each. */
const CHARACTER_PX = 7;
const LABEL_GAP_PX = 8;
/** What the axis does not get of the chart's width: the value axis, the margins. */
const OUTSIDE_PLOT_PX = 72;
/** The page's padding either side of a chart as wide as a phone's window. */
const WINDOW_PADDING_PX = 32;

/**
 * Every how many category labels the x axis shows one (recharts' `interval`: 0 shows all), so
 * they do not overlap at the chart's width. recharts can work it out itself, but by measuring
 * each label in the DOM, a forced layout per label; here it comes from the labels' lengths and
 * the chart's width: the window's at first (a phone's chart is as wide), then a ResizeObserver's
 * (after layout), which draws the chart again only if the interval changes. `observe` is the
 * callback ref of the element holding the chart.
 */
export function useCategoryTickInterval(labels: readonly string[], fixedWidth?: number) {
  const characters = labels.reduce((sum, label) => sum + label.length, 0);
  const count = labels.length;
  const [element, setElement] = useState<HTMLElement | null>(null);
  // The interval, not the width: a resize that keeps it leaves the chart as drawn.
  const [observedInterval, setObservedInterval] = useState<number | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setObservedInterval(tickInterval(count, characters, entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, count, characters]);
  const windowWidth = typeof window === 'undefined' ? null : window.innerWidth - WINDOW_PADDING_PX;
  const interval =
    fixedWidth !== undefined
      ? tickInterval(count, characters, fixedWidth)
      : (observedInterval ?? (windowWidth === null ? 0 : tickInterval(count, characters, windowWidth)));
  return { observe: setElement, interval };
}

function tickInterval(count: number, characters: number, width: number): number {
  const plotPx = Math.max(1, width - OUTSIDE_PLOT_PX);
  return Math.max(0, Math.ceil((characters * CHARACTER_PX + count * LABEL_GAP_PX) / plotPx) - 1);
}
