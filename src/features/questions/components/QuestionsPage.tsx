import type { UseQueryResult } from '@tanstack/react-query';

import type { ListPage, QuestionSummary } from '../../../api/contract';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { isNotFoundError } from '../../../components/NotFoundPanel';
import { Pagination } from '../../../components/Pagination';
import { TableSkeleton } from '../../../components/Skeleton';
import { displayTimeZone } from '../../../lib/format-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { nameOf, useAssessmentNames, type NameList } from '../../explorer/api/names';
import { useQuestions } from '../api/get-questions';
import { PER_PAGE_OPTIONS, questionsSearchSchema, toQuestionsParams, type QuestionsSearch } from '../questions-search';
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
  const skeleton = <TableSkeleton label="questions" columns={3} rows={Math.min(search.per_page, 10)} />;
  if (questions.isError) {
    // Retrying: show that something is on the way.
    if (questions.isFetching) return skeleton;
    // An API that answers an unknown filter id with 404 means the same as an empty list.
    if (isNotFoundError(questions.error) && search.assessment_id !== undefined) {
      return <UnknownAssessmentState assessmentId={search.assessment_id} />;
    }
    return (
      <ErrorPanel
        error={questions.error}
        title="The questions could not be loaded"
        onRetry={() => void questions.refetch()}
      />
    );
  }
  if (questions.data === undefined) return skeleton;
  if (questions.data.data.length === 0) {
    // An empty filtered list means different things for a known and an unknown assessment:
    // wait for the names (requested alongside) rather than flash the wrong explanation.
    if (search.assessment_id !== undefined && names.isPending) return skeleton;
    return <QuestionsEmpty search={search} total={questions.data.pagination.total} names={names.data} />;
  }
  return (
    <QuestionsList
      page={questions.data}
      search={search}
      names={names.data}
      isStale={questions.isPlaceholderData}
      onSearchChange={onSearchChange}
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
    <>
      <QuestionsTable
        caption={caption}
        questions={page.data}
        sort={search.sort}
        onSortChange={(value) => onSearchChange({ sort: questionsSearchSchema.shape.sort.parse(value), page: 1 })}
        isStale={isStale}
      />
      <Pagination
        page={search.page}
        perPage={search.per_page}
        total={page.pagination.total}
        hasMore={page.pagination.has_more}
        rowsOnPage={page.data.length}
        perPageOptions={PER_PAGE_OPTIONS}
        itemLabel="questions"
        onPageChange={(next) => onSearchChange({ page: next })}
        onPerPageChange={(perPage) => onSearchChange({ per_page: perPage, page: 1 })}
      />
      <p className="muted questions-time-zone">Dates are shown in your time zone, {displayTimeZone()}.</p>
    </>
  );
}
