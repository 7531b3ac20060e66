import type { ReactNode } from 'react';

import { ScrollBox } from '@/components/ScrollBox';
import { formatCount } from '@/lib/format-number';
import { isDifFlag, roundAsShown, type DifReport, type QuestionDif } from '@assessment-insights/statistics-engine';
import { formatCorrelation, formatFacility } from '@/features/statistics/format';
import { ChartSuspense, LazyDifGapChart } from '@/features/statistics/charts/lazy-charts';
import { difSentence } from '@/features/statistics/words/dif-sentence';
import type { GroupNames } from '@/features/statistics/words/group-names';
import { difGapChartHeight, gapIntervalText, verdictText } from '@/features/statistics/charts/dif-gap-summary';
import { CORRELATION_DIGITS } from '@assessment-insights/statistics-engine/thresholds';

import './compare.css';

/**
 * Differential item functioning (docs/statistics.md §6): each question compared between the
 * groups at equal ability on the other questions, so an unfair question is told apart from a
 * weaker group. One sentence per question separates the raw gap from the gap at equal ability.
 */
export function FairComparison({
  dif,
  names,
  labelOf,
  questionLink,
}: {
  dif: DifReport;
  names: GroupNames;
  labelOf: (questionId: string) => string;
  questionLink: (questionId: string, text: string) => ReactNode;
}) {
  // Mantel–Haenszel runs only on strata: with the model every category would read "—".
  const showEts = dif.method === 'strata';
  const plotted = dif.questions.filter((question) => question.verdict !== null && question.gap !== null).length;
  return (
    <section aria-labelledby="fair-comparison-heading">
      <h2 id="fair-comparison-heading">Is a question unfair to a group?</h2>
      <p>
        A lower score in one group can mean a weaker group or an unfair question. Here each question is compared between
        candidates of equal ability on the others, after allowing for how reliably the other questions measure it: a gap
        that remains is the question’s. {verdictCounts(dif.questions)}
      </p>
      <p className="compare-basis">{methodText(dif)}</p>
      <ChartSuspense height={difGapChartHeight(plotted)}>
        <LazyDifGapChart questions={dif.questions} groups={names} labelOf={labelOf} renderLabel={questionLink} />
      </ChartSuspense>
      <ScrollBox className="table-scroll" label="Questions at equal ability">
        <table className="data-table fair-table">
          <caption>Questions at equal ability</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Mean A</th>
              <th scope="col">Mean B</th>
              <th scope="col">Gap at equal ability</th>
              {showEts && <th scope="col">ETS category</th>}
              <th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {dif.questions.map((question) => (
              <tr key={question.questionId}>
                <th scope="row">{questionLink(question.questionId, labelOf(question.questionId))}</th>
                <td className="numeric">{question.meanA === null ? '—' : formatFacility(question.meanA)}</td>
                <td className="numeric">{question.meanB === null ? '—' : formatFacility(question.meanB)}</td>
                <td className="numeric">{gapText(question)}</td>
                {showEts && <td>{question.mantelHaenszel?.category ?? '—'}</td>}
                <td className="fair-verdict">
                  <VerdictText question={question} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <details className="compare-in-words">
        <summary>In words</summary>
        <ul className="compare-sentences" aria-label="Each question at equal ability, in words">
          {dif.questions.map((question) => (
            <li key={question.questionId}>{difSentence(question, names)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/**
 * "Of 4 questions, 1 shows evidence of unfair functioning, 1 can’t tell, …": flagged, unsettled
 * and clear counted apart, so that no flag never reads as fair while some questions are unsettled.
 */
function verdictCounts(questions: readonly QuestionDif[]): string {
  const count = (test: (question: QuestionDif) => boolean) => questions.filter(test).length;
  const flagged = count(({ verdict }) => isDifFlag(verdict));
  const cannotTell = count(({ verdict }) => verdict === 'cannot-tell');
  const clear = count(({ verdict }) => verdict === 'none');
  const notChecked = count(({ verdict }) => verdict === null);
  const shows = (n: number) => (n === 1 ? 'shows' : 'show');
  const parts = [
    flagged === 0
      ? 'none shows evidence of unfair functioning'
      : `${formatCount(flagged)} ${shows(flagged)} evidence of unfair functioning`,
    ...(cannotTell > 0 ? [`${formatCount(cannotTell)} can’t tell (the evidence does not rule out a large gap)`] : []),
    ...(clear > 0 ? [`${formatCount(clear)} ${shows(clear)} no evidence`] : []),
    ...(notChecked > 0 ? [`${formatCount(notChecked)} ${notChecked === 1 ? 'was' : 'were'} not checked`] : []),
  ];
  const listed = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `Of ${formatCount(questions.length)} ${questions.length === 1 ? 'question' : 'questions'}, ${listed}.`;
}

/** Which method matched the groups, and with the model how far apart their abilities are. */
function methodText({ method, impact, modelQuestions }: DifReport): string {
  const gaps = 'Gaps are B − A in points of the 0–100 score, negative when B scores lower at equal ability.';
  if (method === 'strata') return `Compared within bands of equal scores on the other questions. ${gaps}`;
  const model = `Compared at equal ability through a one-factor model over the ${formatCount(modelQuestions ?? 0)} questions with varied scores in both groups`;
  if (!impact) return `${model}. ${gaps}`;
  // The direction only when the difference shown is not 0.00.
  const shownZero = roundAsShown(impact.estimate, CORRELATION_DIGITS) === 0;
  const details = [
    ...(shownZero ? [] : [impact.estimate < 0 ? 'B lower' : 'B higher']),
    ...(impact.standardError === null ? [] : [`standard error ${formatCorrelation(impact.standardError)}`]),
  ];
  const aside = details.length > 0 ? ` (${details.join(', ')})` : '';
  return `${model}; the groups differ by ${formatCorrelation(Math.abs(impact.estimate))} SD in ability${aside}. ${gaps}`;
}

/** "can’t tell: interval reaches …": the verdict's label stands out, its reason follows. */
function VerdictText({ question }: { question: QuestionDif }) {
  const text = verdictText(question);
  const colon = text.indexOf(': ');
  if (colon < 0) return <span className="fair-verdict-label">{text}</span>;
  return (
    <>
      <span className="fair-verdict-label">{text.slice(0, colon)}</span>
      {text.slice(colon)}
    </>
  );
}

function gapText({ gap }: QuestionDif): string {
  if (gap === null) return '—';
  const interval = gap.interval ? ` (${gapIntervalText(gap)})` : '';
  return `${formatFacility(gap.estimate)}${interval}, ${gap.size}`;
}
