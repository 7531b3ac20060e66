import { getRouteApi } from '@tanstack/react-router';

import { CandidatesPage, type CandidatesSearchChange } from '@/features/pipelines/components/CandidatesPage';

const candidatesRouteApi = getRouteApi('/candidates');

/** The candidates list, loaded with its route (code splitting). */
export function CandidatesRoutePage() {
  const search = candidatesRouteApi.useSearch();
  const navigate = candidatesRouteApi.useNavigate();
  const onSearchChange: CandidatesSearchChange = (change, options = {}) =>
    void navigate({ search: (previous) => ({ ...previous, ...change }), replace: options.replace });
  return <CandidatesPage search={search} onSearchChange={onSearchChange} />;
}
