import { getRouteApi } from '@tanstack/react-router';

import type { AssessmentsSearch } from '@/features/assessments/assessments-search';
import { AssessmentsPage } from '@/features/assessments/components/AssessmentsPage';

const assessmentsRouteApi = getRouteApi('/assessments');

/** The assessments list, loaded with its route (code splitting): none of an assessment's page. */
export function AssessmentsRoutePage() {
  const search = assessmentsRouteApi.useSearch();
  const navigate = assessmentsRouteApi.useNavigate();
  const onSearchChange = (change: Partial<AssessmentsSearch>, options: { replace?: boolean } = {}) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options.replace });
  return <AssessmentsPage search={search} onSearchChange={onSearchChange} />;
}
