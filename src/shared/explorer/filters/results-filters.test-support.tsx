/** Test support for ResultsFilters: its props held in state, as the router holds the URL's search. */
import { QueryClient } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { createRef, useState } from 'react';
import { vi } from 'vitest';

import { renderWithProviders } from '@/testing/render-with-providers';
import { pipelineNamesQueryOptions, questionTitlesQueryOptions, type NameList } from '@/shared/explorer/api/names';
import type { SubjectFilter } from '@/shared/explorer/explorer-definition';
import type { OnSearchChange, ResultsSearch, ResultsSearchChange } from '@/shared/explorer/results-search';
import { ResultsFilters } from './ResultsFilters';

const nameList = (items: Array<{ id: string; name: string }>): NameList => ({
  list: items,
  byId: Object.fromEntries(items.map(({ id, name }) => [id, name])),
  complete: true,
});
export const question = { id: '11111111-1111-4111-8111-111111111111', name: 'Écrire une requête SQL' };
export const pipeline = { id: '22222222-2222-4222-8222-222222222222', name: 'Backend hiring' };
export const CANDIDATE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const subject: SubjectFilter = {
  param: 'question_id',
  label: 'Question',
  pluralLabel: 'questions',
  names: questionTitlesQueryOptions,
};
const base: ResultsSearch = { page: 3, per_page: 25, sort: '-score' };

/** Holds the search as the router would: every change lands in the props, as a URL update does. */
export async function renderFilters(initial: Partial<ResultsSearch> = {}) {
  const changes = vi.fn<OnSearchChange>();
  const queryClient = new QueryClient();
  queryClient.setQueryData(questionTitlesQueryOptions().queryKey, nameList([question]));
  queryClient.setQueryData(pipelineNamesQueryOptions().queryKey, nameList([pipeline]));
  const pipelinePickerRef = createRef<HTMLInputElement>();
  let navigate: (search: ResultsSearch) => void = () => {};

  function Harness() {
    const [search, setSearch] = useState<ResultsSearch>({ ...base, ...initial });
    navigate = setSearch;
    const onSearchChange: OnSearchChange = (change, options) => {
      changes(change, options);
      setSearch((current) => applyChange(current, change));
    };
    return (
      <ResultsFilters
        search={search}
        onSearchChange={onSearchChange}
        subject={subject}
        pipelinePickerRef={pipelinePickerRef}
      />
    );
  }

  const rendered = await renderWithProviders(<Harness />, { queryClient });
  /** Browser back/forward: the URL changes under the filters. */
  const goTo = (search: Partial<ResultsSearch>) => act(() => navigate({ ...base, ...search }));
  return { ...rendered, changes, pipelinePickerRef, goTo };
}

function applyChange(search: ResultsSearch, change: ResultsSearchChange): ResultsSearch {
  return {
    ...search,
    ...change,
    page: change.page ?? search.page,
    per_page: change.per_page ?? search.per_page,
    sort: change.sort ?? search.sort,
  };
}
