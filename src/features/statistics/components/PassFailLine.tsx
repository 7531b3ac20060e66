import { NumberField } from '@/components/NumberField';
import { formatCount } from '@/lib/format-number';
import type { PassFailLine as Line } from '@assessment-insights/statistics-engine';
import { formatCorrelation, formatPercent, formatSem } from '@/features/statistics/format';
import { MIN_RUNS } from '@assessment-insights/statistics-engine/thresholds';
import { formatCut } from './AssessmentKeyFigures';
import { MethodNote } from './MethodNote';

/**
 * A pass/fail line on the run score (docs/statistics.md §3, decision 023): how many candidates
 * pass at the cut, how consistent that verdict would be on a parallel set of questions, and how
 * many sit within one SEM of the line. The cut lives in the URL (`cut`); it defaults to the pass
 * mark, and moving it recomputes the line alone (the page computes it for its key figures too),
 * without a request.
 */
export function PassFailLine({
  assessmentId,
  line,
  cut,
  onCutChange,
}: {
  assessmentId: string;
  /** The line at the cut; null while it computes. */
  line: Line | null;
  cut: number;
  onCutChange: (cut: number) => void;
}) {
  return (
    <section className="pass-fail-line" aria-labelledby={`${assessmentId}-cut-heading`}>
      <h3 id={`${assessmentId}-cut-heading`}>A pass/fail line</h3>
      <NumberField
        label="Cut on the run score"
        value={cut}
        parse={parseCut}
        onValue={onCutChange}
        hint={() => 'A run passes when its mean score is at or above the cut. It reads nothing new.'}
        invalidHint="Enter a number from 0 to 100."
        min={0}
        max={100}
        step={0.5}
        inputMode="decimal"
      />
      {line === null ? <p className="muted">Computing the pass/fail line…</p> : <LineFigures line={line} />}
    </section>
  );
}

function LineFigures({ line }: { line: Line }) {
  const cut = formatCut(line.cut);
  if (line.runs === 0) return <p>No run answered every question, so there is no run score to judge.</p>;
  const passing = `${formatCount(line.passing)} of ${formatCount(line.runs)} runs (${formatPercent(line.passShare ?? 0)}) score ${cut} or more`;
  if (line.consistency === null) {
    return (
      <>
        <p>
          {passing}. How consistent that verdict is cannot be estimated: {hiddenText(line)}
        </p>
        {line.sem !== null && line.nearCut !== null && (
          <p>
            {formatCount(line.nearCut)} runs are within one standard error of measurement ({formatSem(line.sem)} points)
            of the line.
          </p>
        )}
      </>
    );
  }
  return (
    <>
      <p>
        {passing}. On a parallel set of questions, {formatPercent(line.consistency)} of them would get the same verdict
        {line.kappa !== null && ` (kappa ${formatCorrelation(line.kappa)})`}; {formatCount(line.nearCut ?? 0)} runs (
        {formatPercent(line.nearCutShare ?? 0)}) are within one standard error of measurement of the line, where a
        verdict is least sure.
      </p>
      <dl className="facts">
        <dt>Passing at {cut}</dt>
        <dd>
          {formatCount(line.passing)} of {formatCount(line.runs)} runs ({formatPercent(line.passShare ?? 0)})
        </dd>
        <dt>Classification consistency</dt>
        <dd>{formatPercent(line.consistency)}</dd>
        <dt>Kappa</dt>
        <dd>{line.kappa === null ? '—' : formatCorrelation(line.kappa)}</dd>
        <dt>Expected misclassified</dt>
        <dd>
          {formatPercent(line.misclassified ?? 0)} ({formatPercent(line.falsePass ?? 0)} pass but should fail,{' '}
          {formatPercent(line.falseFail ?? 0)} fail but should pass)
        </dd>
        <dt>Within one SEM ({formatSem(line.sem ?? 0)} points) of the line</dt>
        <dd>
          {formatCount(line.nearCut ?? 0)} runs ({formatPercent(line.nearCutShare ?? 0)})
        </dd>
      </dl>
      <MethodNote about="the pass/fail line">
        <p>
          Over the {formatCount(line.runs)} runs that answered every question, scored by their mean; Livingston and
          Lewis’s method, which assumes the questions measure one ability.
        </p>
      </MethodNote>
    </>
  );
}

function hiddenText(line: Line): string {
  switch (line.hiddenReason) {
    case 'few-runs':
      return `${formatCount(line.runs)} runs answered every question; it needs at least ${MIN_RUNS}.`;
    case 'few-questions':
      return 'fewer than two questions have evaluated answers.';
    case 'no-variance':
      return 'the run scores do not vary.';
    case 'low-alpha':
      return 'Cronbach’s alpha is 0 or below, so the questions do not measure one thing together.';
    default:
      return 'the run scores fit no model of true scores (too few distinct scores, or too short a test).';
  }
}

/** A cut as typed: a number from 0 to 100 (decimals allowed: run scores are means), or null. */
function parseCut(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}(\.\d+)?$/.test(trimmed)) return null;
  const cut = Number(trimmed);
  return cut <= 100 ? cut : null;
}
