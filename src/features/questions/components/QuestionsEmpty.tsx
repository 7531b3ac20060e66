import { Link } from '@tanstack/react-router';

import { EmptyState } from '@/components/EmptyState';
import { formatCount } from '@/lib/format-number';
import { nameOf, type NameList } from '@/shared/explorer/api/names';
import type { QuestionsSearch } from '@/features/questions/questions-search';

const showAllQuestions = (
  <Link from="/questions" to="/questions" search={(previous) => ({ ...previous, assessment_id: undefined, page: 1 })}>
    Show all questions
  </Link>
);

/** An `assessment_id` filter that names no assessment of this workspace. */
export function UnknownAssessmentState({ assessmentId }: { assessmentId: string }) {
  return (
    <EmptyState title="No assessment with this id" action={showAllQuestions}>
      <p>
        The filter names the assessment <code>{assessmentId}</code>, which is not in this workspace, so no questions
        match. It may have been deleted, or the link may be mistyped.
      </p>
    </EmptyState>
  );
}

interface QuestionsEmptyProps {
  search: QuestionsSearch;
  total: number | null;
  names: NameList | undefined;
}

/** Says what is empty and why: this page, this assessment, or the whole workspace. */
export function QuestionsEmpty({ search, total, names }: QuestionsEmptyProps) {
  const filtered = search.assessment_id !== undefined;
  if (search.page > 1 && (total === null || total > 0)) {
    return (
      <EmptyState
        title={`No questions on page ${formatCount(search.page)}`}
        action={
          <Link from="/questions" to="/questions" search={(previous) => ({ ...previous, page: 1 })}>
            Go to the first page
          </Link>
        }
      >
        <p>
          {total === null
            ? 'This page is past the last one.'
            : `There ${total === 1 ? 'is' : 'are'} ${formatCount(total)} ${total === 1 ? 'question' : 'questions'}${filtered ? ' in this assessment' : ''}, all on earlier pages.`}
        </p>
      </EmptyState>
    );
  }
  if (search.assessment_id !== undefined) {
    const name = nameOf(names, search.assessment_id);
    if (name === undefined && names?.complete) return <UnknownAssessmentState assessmentId={search.assessment_id} />;
    return (
      <EmptyState title="This assessment has no questions" action={showAllQuestions}>
        <p>
          {name === undefined ? 'The assessment chosen in the filter' : <>The assessment “{name}”</>} has no questions
          yet, so there is nothing to list.
        </p>
      </EmptyState>
    );
  }
  return (
    <EmptyState title="No questions in this workspace">
      <p>The workspace has no questions yet. They appear here once they are created in the web application.</p>
    </EmptyState>
  );
}
