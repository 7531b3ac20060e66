import { getRouteApi } from '@tanstack/react-router';

import { QuestionsPage } from '@/features/questions/components/QuestionsPage';
import type { QuestionsSearch } from '@/features/questions/questions-search';

const questionsRouteApi = getRouteApi('/questions');

/** The questions list, loaded with its route (code splitting): none of a question's page. */
export function QuestionsRoutePage() {
  const search = questionsRouteApi.useSearch();
  const navigate = questionsRouteApi.useNavigate();
  const onSearchChange = (change: Partial<QuestionsSearch>) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }) });
  return <QuestionsPage search={search} onSearchChange={onSearchChange} />;
}
