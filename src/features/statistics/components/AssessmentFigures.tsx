import { Link } from '@tanstack/react-router';
import { memo, useMemo } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import type {
  AssessmentFiguresResult,
  Finding,
  PassFailLine,
  WatchedQuestion,
} from '@assessment-insights/statistics-engine';
import { stringifyCohort } from '@/features/statistics/compare-search';
import { statisticsLinkSearch, type StatisticsSearch } from '@/features/statistics/statistics-search';
import { AssessmentGradingHealth } from './AssessmentGradingHealth';
import { AssessmentKeyFigures } from './AssessmentKeyFigures';
import { AssessmentStatsTable } from './AssessmentStatsTable';
import { AssessmentCharts, FlagList, hasAnswers, ReliabilityText } from './AssessmentStatsView';
import { LeakWatch } from './LeakWatch';
import { leakSignalText } from './leak-watch-text';
import { ReviewFirst } from './ReviewFirst';
import { TestLength } from './TestLength';

interface FiguresProps {
  questions: Assessment['questions'];
  figures: AssessmentFiguresResult | null;
  /** The links carry the filters and the pass mark of the figures shown. */
  search: StatisticsSearch;
}

/** Each question's "3. Title", and a link to its page under the same filters. */
function useQuestionLinks(questions: Assessment['questions'], search: StatisticsSearch) {
  return useMemo(() => {
    const titleOf = new Map(questions.map((question) => [question.id, `${question.position}. ${question.title}`]));
    const linkSearch = statisticsLinkSearch(search);
    const questionLink = (questionId: string, text: string) => (
      <Link to="/questions/$questionId" params={{ questionId }} search={linkSearch}>
        {text}
      </Link>
    );
    return { titleOf, questionLink };
  }, [questions, search]);
}

/**
 * What the page leads with: the key figures, the questions to review first, the questions' table,
 * then the two charts, the reliability and the test length. Memoized on deferred props: a
 * keystroke in the pass mark re-renders the field at once and these once the figures follow.
 */
export const AssessmentOverview = memo(function AssessmentOverview({
  questions,
  figures,
  line,
  findings,
  search,
}: FiguresProps & { line: PassFailLine | null; findings: readonly Finding[] | null }) {
  const { titleOf, questionLink } = useQuestionLinks(questions, search);
  const stats = figures?.stats ?? null;
  const shown = stats !== null && hasAnswers(stats) ? stats : null;
  return (
    <>
      {figures && shown && (
        <>
          <AssessmentKeyFigures stats={shown} line={line} findings={findings} />
          <ReviewFirst review={shown.review} titleOf={titleOf} questionLink={questionLink} />
        </>
      )}
      {stats && !shown && <p className="statistics-empty">No answers of this assessment match these filters.</p>}
      <h3 className="visually-hidden">Questions</h3>
      <AssessmentStatsTable
        questions={questions}
        stats={stats}
        changeLabels={changeLabelsOf(figures?.watch ?? [])}
        questionLink={questionLink}
      />
      {shown && (
        <>
          <AssessmentCharts stats={shown} titleOf={titleOf} questionLink={questionLink} />
          <ReliabilityText stats={shown} />
          <TestLength plan={shown.lengthPlan} reliability={shown.reliability} />
        </>
      )}
    </>
  );
});

/** What to look into after the pass/fail line: grading health, the leak and drift watch, the flags. */
export const AssessmentFindingsDetail = memo(function AssessmentFindingsDetail({
  assessmentId,
  questions,
  figures,
  search,
}: FiguresProps & { assessmentId: string }) {
  const { titleOf, questionLink } = useQuestionLinks(questions, search);
  if (!figures) return null;
  return (
    <>
      <AssessmentGradingHealth health={figures.health} titleOf={titleOf} questionLink={questionLink} />
      <LeakWatch
        entries={figures.watch}
        titleOf={titleOf}
        questionLink={questionLink}
        compareLink={(since) => (
          <Link
            to="/compare"
            search={{
              assessment_id: assessmentId,
              a: stringifyCohort({ created_before: since }),
              b: stringifyCohort({ created_after: since }),
            }}
          >
            Compare the candidates before and after, at equal scores on the other questions
          </Link>
        )}
      />
      {hasAnswers(figures.stats) && <FlagList stats={figures.stats} titleOf={titleOf} questionLink={questionLink} />}
    </>
  );
});

/** The leak signals' flags ("possibly leaked since April 2026", "likely leaked since …"), by question id. */
export function changeLabelsOf(watch: readonly WatchedQuestion[]): Map<string, string> {
  return new Map(watch.flatMap((entry) => (entry.flag ? [[entry.questionId, leakSignalText(entry.flag)]] : [])));
}
