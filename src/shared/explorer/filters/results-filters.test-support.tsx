/**
 * Test support for the filters: ResultsFilters and the question picker, each with its value held
 * in state as the router holds the URL's search, and the picker's list read as it is spoken.
 */
import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { expect, vi } from 'vitest';

import { renderWithProviders } from '@/testing/render-with-providers';
import {
  pipelineNamesQueryOptions,
  questionTitlesQueryOptions,
  useQuestionTitles,
  type NameContextsQuery,
  type NameList,
} from '@/shared/explorer/api/names';
import { nameListOf } from '@/shared/explorer/api/names.test-support';
import type { SubjectFilter } from '@/shared/explorer/explorer-definition';
import type { OnSearchChange, ResultsSearch, ResultsSearchChange } from '@/shared/explorer/results-search';
import { NamePicker } from './NamePicker';
import { ResultsFilters } from './ResultsFilters';

export const question = { id: '11111111-1111-4111-8111-111111111111', name: 'Écrire une requête SQL' };
export const pipeline = { id: '22222222-2222-4222-8222-222222222222', name: 'Backend hiring' };
export const CANDIDATE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const subject: SubjectFilter = {
  param: 'question_id',
  label: 'Question',
  pluralLabel: 'questions',
  names: questionTitlesQueryOptions,
};

/** What "Clear filters" asks for: every filter removed, back on page 1 (rows per page and sort stay). */
export const EVERY_FILTER_CLEARED = {
  page: 1,
  source: undefined,
  status: undefined,
  pipeline_id: undefined,
  candidate_id: undefined,
  created_after: undefined,
  created_before: undefined,
  question_id: undefined,
  assessment_id: undefined,
};

const base: ResultsSearch = { page: 3, per_page: 25, sort: '-score' };

/** Holds the search as the router would: every change lands in the props, as a URL update does. */
export async function renderFilters(initial: Partial<ResultsSearch> = {}) {
  const changes = vi.fn<OnSearchChange>();
  const queryClient = new QueryClient();
  queryClient.setQueryData(questionTitlesQueryOptions().queryKey, nameListOf([question]));
  queryClient.setQueryData(pipelineNamesQueryOptions().queryKey, nameListOf([pipeline]));
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

/** A fixed UUID numbered `n`. */
export const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * The question picker over these titles (none: it loads them from the API), its value held in
 * state; `onChange` records each pick.
 */
export async function renderQuestionPicker(
  titles: NameList | undefined,
  { initial, contexts }: { initial?: string; contexts?: NameContextsQuery } = {},
) {
  const onChange = vi.fn<(id: string | undefined) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (titles) queryClient.setQueryData(questionTitlesQueryOptions().queryKey, titles);
  function Picker() {
    const [value, setValue] = useState(initial);
    return (
      <NamePicker
        label="Question"
        pluralLabel="questions"
        value={value}
        names={useQuestionTitles()}
        contexts={contexts}
        onChange={(id) => {
          onChange(id);
          setValue(id);
        }}
      />
    );
  }
  return { onChange, ...(await renderWithProviders(<Picker />, { queryClient })) };
}

export const questionCombobox = () => screen.getByRole('combobox', { name: 'Question' });

/** What each option says, as assistive technology reads it (without the active option's id line). */
export const optionNames = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => {
      const spoken = option.cloneNode(true) as HTMLElement;
      for (const hidden of spoken.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return spoken.textContent;
    });

export const moreFilters = () => screen.getByRole('button', { name: /^More filters/ });

/** Once the filters behind "More filters" (loaded when it first opens) are there. */
export const moreFiltersShown = () =>
  waitFor(() => expect(screen.queryByText('Loading the filters…')).not.toBeInTheDocument());

/** "More filters" opened (or closed) by the user, its filters there. */
export async function toggleMoreFilters(user: UserEvent) {
  await user.click(moreFilters());
  await moreFiltersShown();
}
