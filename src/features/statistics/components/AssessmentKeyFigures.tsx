import { useId } from 'react';

import type { AssessmentStats, Finding, FindingSeverity, PassFailLine } from '@assessment-insights/statistics-engine';
import { formatCorrelation, formatCount, formatPercent, formatSem } from '@/features/statistics/format';
import { countOf } from '@/features/statistics/charts/chart-text';
import { SEVERITY_LABEL } from '@/features/statistics/overview/finding-text';
import { alphaHiddenText } from './test-assembly-text';

/**
 * The assessment's headline figures in one strip, before anything else: its runs, Cronbach's
 * alpha with its SEM, the pass rate and classification consistency at the cut (the pass/fail
 * line's figures), and how many findings the overview lists for these answers (docs/statistics.md §10).
 */
export function AssessmentKeyFigures({
  stats,
  line,
  findings,
}: {
  stats: AssessmentStats;
  /** The pass/fail line at the cut; null while it computes. */
  line: PassFailLine | null;
  /** The overview's findings of the same answers; null while they compute. */
  findings: readonly Finding[] | null;
}) {
  const headingId = useId();
  const { reliability } = stats;
  return (
    <section id="key-figures" aria-labelledby={headingId} className="assessment-key-figures">
      <h3 id={headingId} className="visually-hidden">
        Key figures
      </h3>
      <dl className="key-figures key-figures--strip">
        <div>
          <dt>Runs</dt>
          <dd>
            <strong>{formatCount(stats.runs)}</strong>{' '}
            <span className="muted">{formatCount(reliability.runs)} answered every question</span>
          </dd>
        </div>
        <div>
          <dt>Cronbach’s alpha</dt>
          <dd>
            {reliability.alpha === null || reliability.sem === null ? (
              <>
                <strong>—</strong> <span className="muted">{alphaHiddenText(reliability)}</span>
              </>
            ) : (
              <>
                <strong>{formatCorrelation(reliability.alpha)}</strong>{' '}
                <span className="muted">SEM {formatSem(reliability.sem)} points of the run total</span>
              </>
            )}
          </dd>
        </div>
        <CutFigures line={line} />
        <div>
          <dt>Findings</dt>
          <dd>
            {findings === null ? (
              <span className="muted">computing…</span>
            ) : (
              <>
                <strong>{formatCount(findings.length)}</strong> <span className="muted">{bySeverity(findings)}</span>
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** "2 act now, 1 review, 4 worth a look": the findings by severity, the overview's words. */
function bySeverity(findings: readonly Finding[]): string {
  const severities: FindingSeverity[] = [1, 2, 3];
  return severities
    .map(
      (severity) =>
        `${formatCount(findings.filter((finding) => finding.severity === severity).length)} ${SEVERITY_LABEL[severity].toLowerCase()}`,
    )
    .join(', ');
}

/** Pass rate and classification consistency at the cut: the pass/fail line's own figures. */
function CutFigures({ line }: { line: PassFailLine | null }) {
  const cut = line === null ? '' : ` at ${formatCut(line.cut)}`;
  return (
    <>
      <div>
        <dt>Pass rate{cut}</dt>
        <dd>
          {line === null ? (
            <span className="muted">computing…</span>
          ) : line.passShare === null ? (
            <>
              <strong>—</strong> <span className="muted">no run answered every question</span>
            </>
          ) : (
            <>
              <strong>{formatPercent(line.passShare)}</strong>{' '}
              <span className="muted">
                {formatCount(line.passing)} of {countOf(line.runs, 'run')}
              </span>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>Classification consistency{cut}</dt>
        <dd>
          {line === null ? (
            <span className="muted">computing…</span>
          ) : line.consistency === null ? (
            <>
              <strong>—</strong> <span className="muted">cannot be estimated (see the pass/fail line)</span>
            </>
          ) : (
            <>
              <strong>{formatPercent(line.consistency)}</strong>{' '}
              <span className="muted">same verdict on a parallel set of questions</span>
            </>
          )}
        </dd>
      </div>
    </>
  );
}

export const formatCut = (cut: number) => (Number.isInteger(cut) ? String(cut) : cut.toFixed(1));
