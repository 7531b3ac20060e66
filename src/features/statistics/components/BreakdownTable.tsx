import { ScrollBox } from '@/components/ScrollBox';
import { formatCount } from '@/lib/format-number';
import { formatFacility, formatPercent, formatPercentInterval } from '@/features/statistics/format';
import type { QuestionFigures } from '@assessment-insights/statistics-engine';

export interface BreakdownRow {
  key: string;
  /** Untrusted names (pipelines) render as text. */
  label: string;
  figures: QuestionFigures;
}

/** The figures of each group (a source, a pipeline) side by side, the ungraded answers counted in each. */
export function BreakdownTable({
  caption,
  groupHeader,
  rows,
}: {
  caption: string;
  groupHeader: string;
  rows: BreakdownRow[];
}) {
  return (
    <ScrollBox className="table-scroll" label={caption}>
      <table className="breakdown-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{groupHeader}</th>
            <th scope="col">Answers</th>
            <th scope="col">Evaluated</th>
            <th scope="col">Pending or unable to grade</th>
            <th scope="col">Facility</th>
            <th scope="col">Success rate (95% interval)</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, label, figures }) => (
            <tr key={key}>
              <th scope="row">{label}</th>
              <td className="numeric">{formatCount(figures.counts.answers)}</td>
              <td className="numeric">{formatCount(figures.counts.evaluated)}</td>
              <td className="numeric">{formatCount(figures.counts.pending + figures.counts.unableToGrade)}</td>
              <td className="numeric">{figures.facility === null ? '—' : formatFacility(figures.facility)}</td>
              <td className="numeric">
                {figures.success.rate === null || figures.success.interval === null
                  ? '—'
                  : `${formatPercent(figures.success.rate)} (${formatPercentInterval(figures.success.interval)})`}
                {figures.lowConfidence && figures.counts.evaluated > 0 && (
                  <span className="low-confidence-tag"> low confidence</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
