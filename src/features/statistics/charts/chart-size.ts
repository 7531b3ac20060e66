import type { CSSProperties } from 'react';

import type { ChartSize } from './chart-types';

export const DEFAULT_CHART_HEIGHT = 300;

type RechartsSizeProps =
  | { width: number; height: number }
  | { responsive: true; style: CSSProperties; width?: undefined; height?: undefined };

/**
 * recharts 3 sizing: a fixed size when one is given (tests: jsdom has no layout, and a zero-size
 * container makes recharts warn), otherwise `responsive`, which fills the container's width and
 * follows its resizes without a ResponsiveContainer wrapper.
 */
export function chartSizeProps(size: ChartSize | undefined): RechartsSizeProps {
  if (size) return { width: size.width, height: size.height };
  return { responsive: true, style: { width: '100%', height: DEFAULT_CHART_HEIGHT } };
}

/** The props every recharts chart's SVG takes: its size, its class, and its name and summary for screen readers. */
export function chartSvgProps(size: ChartSize | undefined, caption: string, summary: string) {
  return { ...chartSizeProps(size), className: 'chart-svg', title: caption, desc: summary };
}
