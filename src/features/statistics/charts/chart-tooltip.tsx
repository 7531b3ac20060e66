import type { ReactNode } from 'react';

/** What a tooltip's content reads of recharts' props (typed here so recharts stays in the chart modules). */
interface TooltipState {
  active?: boolean;
  payload: readonly { payload?: unknown }[];
}

/**
 * A recharts tooltip's content from the hovered datum (a bin, a month, a question): nothing while
 * no datum is active, else the datum's lines in the charts' tooltip box.
 */
export function tooltipContent<Datum>(lines: (datum: Datum) => ReactNode) {
  return function ChartTooltipContent({ active, payload }: TooltipState) {
    const datum = active ? (payload[0]?.payload as Datum | undefined) : undefined;
    return datum ? <div className="chart-tooltip">{lines(datum)}</div> : null;
  };
}
