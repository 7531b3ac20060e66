import { useId, type ReactNode } from 'react';

import type { ReviewList } from '@assessment-insights/statistics-engine';
import { countOf, hasHave } from '@/features/statistics/charts/chart-text';
import { MethodNote } from './MethodNote';
import { reviewReasonText } from './test-assembly-text';

export const REVIEW_ORDER_NOTE =
  'Ordered by what would help most: a negative discrimination first, then a question without which alpha ' +
  'would rise (the largest rise first), then a poor discrimination, then a very easy or very hard question. ' +
  'A figure that is not shown gives no reason.';

/** The few questions whose review would help the assessment most, each with all its reasons. */
export function ReviewFirst({
  review,
  titleOf,
  questionLink,
}: {
  review: ReviewList;
  titleOf: ReadonlyMap<string, string>;
  questionLink: (questionId: string, text: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section id="review-first" aria-labelledby={headingId} className="review-first">
      <h3 id={headingId}>Questions to review first</h3>
      {review.first.length === 0 ? (
        <p>
          No question stands out: none has a negative or poor discrimination, lowers alpha, or is very easy or very
          hard.
        </p>
      ) : (
        <ol className="review-first-list">
          {review.first.map(({ questionId, reasons }) => (
            <li key={questionId}>
              {questionLink(questionId, titleOf.get(questionId) ?? questionId)}
              <ul>
                {reasons.map((reason) => (
                  <li key={reason.kind}>{reviewReasonText(reason)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {review.others > 0 && (
        <p>
          {countOf(review.others, 'more question')} {hasHave(review.others)} one of these reasons.
        </p>
      )}
      <MethodNote about="questions to review first">
        <p>{REVIEW_ORDER_NOTE}</p>
      </MethodNote>
    </section>
  );
}
