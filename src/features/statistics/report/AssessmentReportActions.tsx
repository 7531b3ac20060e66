import type { Assessment } from '@assessment-insights/contract';
import type { AssessmentStats } from '@assessment-insights/statistics-engine';
import type { StatisticsSearch } from '@/features/statistics/statistics-search';

import './report.css';

/**
 * "Download report" (one CSV record per question, assessment-report.ts) and "Print report" (the
 * page itself, through the print stylesheet: an A4 report with the charts, the tables, what the
 * figures were computed from and the filters). The filters' summary is printed in place of their
 * form, which does not print.
 */
export function AssessmentReportActions({
  assessment,
  stats,
  changeLabels,
  search,
  computed,
  filterSummary,
}: {
  assessment: Pick<Assessment, 'name' | 'questions'>;
  stats: AssessmentStats;
  changeLabels: ReadonlyMap<string, string>;
  search: StatisticsSearch;
  /** When the figures were computed from the answers (the file's day). */
  computed: { asOf: string };
  /** The filters in words: "Pipeline rows only · created from 1 Mar 2026 · pass mark 70". */
  filterSummary: string;
}) {
  // The CSV code loads on the first download: the page's first data carries none of it.
  const download = async () => {
    const { downloadAssessmentReport } = await import('./assessment-report');
    downloadAssessmentReport(assessment, stats, changeLabels, search, computed.asOf);
  };
  return (
    <section className="report-actions" aria-label="Report">
      {/* What the figures were computed from prints with the status line above them. */}
      <p className="print-only report-heading">
        Report on “{assessment.name}”: {filterSummary}.
      </p>
      <div className="actions no-print">
        <button type="button" onClick={() => void download()}>
          Download report
        </button>
        <button type="button" className="button-secondary" onClick={() => window.print()}>
          Print report
        </button>
      </div>
      <p className="muted no-print">
        The report holds one row per question with every figure, its interval, the answers by status and the flags;
        printed, this page becomes an A4 report.
      </p>
    </section>
  );
}
