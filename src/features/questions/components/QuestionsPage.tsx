import type { UseQueryResult } from '@tanstack/react-query';

import type { ListPage, QuestionSummary } from '@assessment-insights/contract';
import { ErrorPanel } from '@/components/ErrorPanel';
import { ListBody, ListSkeleton } from '@/components/ListBody';
import { isNotFoundError } from '@/components/NotFoundPanel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { nameOf, useAssessmentNames, type NameList } from '@/shared/explorer/api/names';
import { useQuestions } from '@/features/questions/api/get-questions';
import { toQuestionsParams, type QuestionsSearch } from '@/features/questions/questions-search';
import { AssessmentFilter } from './AssessmentFilter';
import { QuestionsEmpty, UnknownAssessmentState } from './QuestionsEmpty';
import { QuestionsTable } from './QuestionsTable';

import './questions.css';

export interface QuestionsPageProps {
  /** The URL's state, validated by the route. */
  search: QuestionsSearch;
  /** Writes a change into the URL (the route navigates; the page never holds filter state). */
  onSearchChange: (change: Partial<QuestionsSearch>) => void;
}

/** The question catalog: filter by assessment, sort by title or creation, page through. */
export function QuestionsPage({ search, onSearchChange }: QuestionsPageProps) {
  useDocumentTitle('Questions');
  const questions = useQuestions(toQuestionsParams(search));
  const names = useAssessmentNames();

  return (
    <section aria-labelledby="page-heading" className="questions-page">
      <h1 id="page-heading">Questions</h1>
      <p className="muted">
        Every question in the workspace. Open one to see its prompt, the skills it covers and its assessments.
      </p>
      <AssessmentFilter
        value={search.assessment_id}
        names={names}
        onChange={(assessmentId) => onSearchChange({ assessment_id: assessmentId, page: 1 })}
      />
      <QuestionsBody questions={questions} names={names} search={search} onSearchChange={onSearchChange} />
    </section>
  );
}

interface QuestionsBodyProps extends QuestionsPageProps {
  questions: UseQueryResult<ListPage<QuestionSummary>>;
  names: UseQueryResult<NameList>;
}

/** The skeleton, the error, the empty state or the list: whichever the data calls for. */
function QuestionsBody({ questions, names, search, onSearchChange }: QuestionsBodyProps) {
  const skeleton = <ListSkeleton label="questions" columns={3} perPage={search.per_page} />;
  return (
    <ListBody
      list={questions}
      skeleton={skeleton}
      renderError={(error, retry) =>
        // An API that answers an unknown filter id with 404 means the same as an empty list.
        isNotFoundError(error) && search.assessment_id !== undefined ? (
          <UnknownAssessmentState assessmentId={search.assessment_id} />
        ) : (
          <ErrorPanel error={error} title="The questions could not be loaded" onRetry={retry} />
        )
      }
      renderEmpty={(page) =>
        // An empty filtered list means different things for a known and an unknown assessment:
        // wait for the names (requested alongside) rather than flash the wrong explanation.
        search.assessment_id !== undefined && names.isPending ? (
          skeleton
        ) : (
          <QuestionsEmpty search={search} total={page.pagination.total} names={names.data} />
        )
      }
      renderRows={(page, isStale) => (
        <QuestionsList
          page={page}
          search={search}
          names={names.data}
          isStale={isStale}
          onSearchChange={onSearchChange}
        />
      )}
    />
  );
}

interface QuestionsListProps extends QuestionsPageProps {
  page: ListPage<QuestionSummary>;
  names: NameList | undefined;
  isStale: boolean;
}

function QuestionsList({ page, search, names, isStale, onSearchChange }: QuestionsListProps) {
  const name = search.assessment_id === undefined ? undefined : nameOf(names, search.assessment_id);
  const caption = search.assessment_id === undefined ? 'Questions' : `Questions in ${name ?? 'the chosen assessment'}`;
  return (
    <QuestionsTable caption={caption} page={page} search={search} isStale={isStale} onSearchChange={onSearchChange} />
  );
}
