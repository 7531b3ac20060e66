import { useId, type ReactNode } from 'react';

import { ScrollBox } from '@/components/ScrollBox';

import './charts.css';

interface ChartFigureProps {
  /** The figure's title (its figcaption) and so its accessible name. */
  caption: string;
  /** One sentence: what a reader should take from the chart, ungraded answers included. */
  summary: string;
  /** The chart itself, then any notes (legend, pass mark, questions not plotted). */
  children: ReactNode;
  /** A real <table> of the same numbers, behind "Show as a table". */
  table: ReactNode;
  className?: string;
}

/**
 * The frame every chart shares: a figure named by its caption, a visible one-sentence summary,
 * the chart, and the same numbers as a table for keyboard and screen reader users (and anyone
 * who wants the exact figures).
 */
export function ChartFigure({ caption, summary, children, table, className }: ChartFigureProps) {
  // Named explicitly: not every accessibility API derives a figure's name from its figcaption.
  const captionId = useId();
  return (
    <figure className={className ? `chart ${className}` : 'chart'} aria-labelledby={captionId}>
      <figcaption id={captionId} className="chart-caption">
        {caption}
      </figcaption>
      <p className="chart-summary">{summary}</p>
      {children}
      <details className="chart-table-view">
        <summary>Show as a table</summary>
        <ScrollBox className="chart-table-wrap" label={caption}>
          {table}
        </ScrollBox>
      </details>
    </figure>
  );
}

/** What a chart leaves out, each with why: no question leaves a chart without a word. */
export function NotPlotted({ items }: { items: ReadonlyArray<{ key: string; label: ReactNode; reason: string }> }) {
  if (items.length === 0) return null;
  return (
    <>
      <p className="chart-note">Not plotted:</p>
      <ul className="chart-not-plotted">
        {items.map(({ key, label, reason }) => (
          <li key={key}>
            {label}: {reason}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A chart's key, named for the list's screen reader users ("Key", "Facility bands"). */
export function ChartLegend({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="chart-legend" aria-label={label}>
      {children}
    </ul>
  );
}

/** A swatch and its name: colour is never the only signal, so every key entry is named. */
export function LegendItem({ swatchClass, children }: { swatchClass: string; children: ReactNode }) {
  return (
    <li className="chart-legend-item">
      <span className={`chart-swatch ${swatchClass}`} aria-hidden="true" />
      {children}
    </li>
  );
}

interface ChartTableProps {
  caption: ReactNode;
  /** The column headings, left to right. */
  columns: readonly string[];
  /** The body's rows. */
  children: ReactNode;
  /** Rows outside the chart's figures (a total, what is not binned). */
  footer?: ReactNode;
}

/** The table behind "Show as a table": the chart's numbers under named columns. */
export function ChartTable({ caption, columns, children, footer }: ChartTableProps) {
  return (
    <table className="chart-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
}
