import { useId, useState } from 'react';

import { NumberField, wholeNumberIn } from '@/components/NumberField';
import { ScrollBox } from '@/components/ScrollBox';
import { type Reliability, spearmanBrown, type LengthPlan } from '@assessment-insights/statistics-engine';
import { formatCorrelation, formatCount } from '@/features/statistics/format';
import { countOf } from '@/features/statistics/charts/chart-text';
import { MethodNote } from './MethodNote';
import { lengthSummary } from './test-assembly-text';

/** The longest assessment the planner predicts for: far beyond any real one. */
const MAX_QUESTIONS = 500;

export const LENGTH_ASSUMPTION =
  'This assumes the questions added (or removed) are on average like the current ones: as reliable, and ' +
  'measuring the same thing (the Spearman–Brown prediction). Questions unlike them move alpha differently.';

/**
 * The length planner: how many questions of the same quality alpha needs to reach 0.70, 0.80 and
 * 0.90, and alpha predicted for a length the reader types.
 */
export function TestLength({ plan, reliability }: { plan: LengthPlan; reliability: Reliability }) {
  const headingId = useId();
  // Planned only when alpha is shown and above 0; the summary says why not otherwise.
  const alpha = plan.hiddenReason === null ? plan.alpha : null;
  return (
    <section aria-labelledby={headingId} className="test-length">
      <h3 id={headingId}>Test length</h3>
      <p>{lengthSummary(plan, reliability)}</p>
      {alpha !== null && (
        <>
          <ScrollBox className="table-scroll" label="Questions needed for each alpha">
            <table className="data-table">
              <caption>Questions needed for each alpha</caption>
              <thead>
                <tr>
                  <th scope="col">Target alpha</th>
                  <th scope="col">Questions needed</th>
                  <th scope="col">Predicted alpha</th>
                </tr>
              </thead>
              <tbody>
                {plan.targets.map(({ target, reached, questions }) => (
                  <tr key={target}>
                    <th scope="row" className="numeric">
                      {formatCorrelation(target)}
                    </th>
                    <td className="numeric">
                      {reached || questions === null
                        ? `already reached with ${countOf(plan.questions, 'question')}`
                        : `${formatCount(questions)} (${formatCount(questions - plan.questions)} more)`}
                    </td>
                    <td className="numeric">
                      {formatCorrelation(
                        reached || questions === null ? alpha : spearmanBrown(alpha, questions / plan.questions),
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
          <LengthTry alpha={alpha} questions={plan.questions} />
          <MethodNote about="test length">
            <p>{LENGTH_ASSUMPTION}</p>
          </MethodNote>
        </>
      )}
    </section>
  );
}

/** Alpha predicted for a number of questions the reader types. */
function LengthTry({ alpha, questions }: { alpha: number; questions: number }) {
  const [typed, setTyped] = useState(questions * 2);
  return (
    <NumberField
      className="length-try"
      label="Try a number of questions"
      value={typed}
      parse={wholeNumberIn(1, MAX_QUESTIONS)}
      onValue={setTyped}
      live
      hint={(count) =>
        `With ${countOf(count, 'question')} of the same quality, alpha would be about ${formatCorrelation(spearmanBrown(alpha, count / questions))}.`
      }
      invalidHint={`Enter a whole number from 1 to ${formatCount(MAX_QUESTIONS)}.`}
      min={1}
      max={MAX_QUESTIONS}
      step={1}
      inputMode="numeric"
    />
  );
}
