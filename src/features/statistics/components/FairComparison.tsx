import type { ReactNode } from 'react';

import { ScrollBox } from '@/components/ScrollBox';
import { formatCount } from '@/lib/format-number';
import type { DifReport, DifVerdict, QuestionDif } from '@/features/statistics/engine/figures/dif';
import { formatFacility } from '@/features/statistics/engine/format/format';

const VERDICT_LABEL: Record<DifVerdict, string> = {
  'unfair-to-b': 'unfair to B',
  'unfair-to-a': 'unfair to A',
  mixed: 'mixed: the two tests disagree',
  none: 'no evidence of unfair functioning',
};

/**
 * Differential item functioning (docs/statistics.md §6): each question compared between the
 * groups at equal scores on the other questions, so an unfair question is told apart from a
 * weaker group. One sentence per question separates the raw gap from the gap at equal ability.
 */
export function FairComparison({
  dif,
  labelOf,
  questionLink,
}: {
  dif: DifReport;
  labelOf: (questionId: string) => string;
  questionLink: (questionId: string, text: string) => ReactNode;
}) {
  const flagged = dif.questions.filter((question) => question.verdict !== null && question.verdict !== 'none');
  return (
    <section aria-labelledby="fair-comparison-heading">
      <h2 id="fair-comparison-heading">Is a question unfair to a group?</h2>
      <p>
        A lower score in one group can mean a weaker group or an unfair question. Here candidates are compared with
        others who scored the same on the other questions, after allowing for how reliable each group’s scores there
        are: a gap that remains is the question’s.{' '}
        {flagged.length === 0
          ? `No question shows evidence of unfair functioning (${formatCount(dif.questions.length)} checked).`
          : `${formatCount(flagged.length)} of ${formatCount(dif.questions.length)} questions show evidence of unfair functioning.`}
      </p>
      <ScrollBox className="table-scroll" label="Questions at equal scores on the others">
        <table className="data-table">
          <caption>Questions at equal scores on the others</caption>
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Mean A</th>
              <th scope="col">Mean B</th>
              <th scope="col">Gap at equal scores (SMD)</th>
              <th scope="col">ETS category</th>
              <th scope="col">Verdict</th>
            </tr>
          </thead>
          <tbody>
            {dif.questions.map((question) => (
              <tr key={question.questionId}>
                <th scope="row">{questionLink(question.questionId, labelOf(question.questionId))}</th>
                <td className="numeric">{question.meanA === null ? '—' : formatFacility(question.meanA)}</td>
                <td className="numeric">{question.meanB === null ? '—' : formatFacility(question.meanB)}</td>
                <td className="numeric">{smdText(question)}</td>
                <td>{question.mantelHaenszel?.category ?? '—'}</td>
                <td>{question.verdict === null ? 'not checked' : VERDICT_LABEL[question.verdict]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      <ul className="compare-sentences">
        {dif.questions.map((question) => (
          <li key={question.questionId}>{question.sentence}</li>
        ))}
      </ul>
    </section>
  );
}

function smdText({ smd }: QuestionDif): string {
  if (smd === null) return '—';
  const interval = smd.interval
    ? ` (${formatFacility(smd.interval.lower)} to ${formatFacility(smd.interval.upper)})`
    : '';
  return `${formatFacility(smd.estimate)}${interval}, ${smd.size}`;
}
