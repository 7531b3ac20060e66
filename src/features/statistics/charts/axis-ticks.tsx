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

/** A tick label's width estimated from its length: an average character of the axis font, and a gap. */
const CHARACTER_PX = 7.5;
const LABEL_GAP_PX = 8;
/** What the axis does not get of the chart's width: the value axis, the margins. */
const OUTSIDE_PLOT_PX = 72;

/**
 * Every how many category labels the x axis shows one (recharts' `interval`: 0 shows all), so
 * they do not overlap at the chart's width. recharts can work it out itself, but by measuring
 * each label in the DOM, a forced layout per label; here the width comes from a ResizeObserver
 * (after layout) and the labels' lengths. `observe` is the callback ref of the element holding the chart.
 */
export function useCategoryTickInterval(labels: readonly string[], fixedWidth?: number) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [observedWidth, setObservedWidth] = useState<number | null>(null);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setObservedWidth(entry?.contentRect.width ?? null));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  const width = fixedWidth ?? observedWidth;
  const longest = Math.max(0, ...labels.map((label) => label.length));
  const labelPx = longest * CHARACTER_PX + LABEL_GAP_PX;
  const plotPx = width === null ? null : Math.max(1, width - OUTSIDE_PLOT_PX);
  const interval = plotPx === null ? 0 : Math.max(0, Math.ceil((labels.length * labelPx) / plotPx) - 1);
  return { observe: setElement, interval };
}
