import type { OnSearchChange } from '@/shared/explorer/results-search';

/**
 * What a page's route gives for its URL state: its search, and the navigation that writes it. The
 * router's own types are generic and would make `Search` any: it comes from the caller instead
 * (a type argument, or the schema), and the route must match it both ways.
 */
interface SearchRoute<Search> {
  useSearch: () => NoInfer<Search>;
  useNavigate: () => (options: {
    search: (previous: NoInfer<Search>) => NoInfer<Search>;
    replace?: boolean;
  }) => Promise<void>;
}

/**
 * A statistics page's URL state (its filter, pass mark and cut), and the change that writes into
 * it. Typing a pass mark or a cut replaces the history entry; a filter is a step Back can undo.
 */
export function useStatisticsSearch<Search extends object>(route: SearchRoute<Search>) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange = (change: Partial<Search>) =>
    void navigate({
      search: (previous) => ({ ...previous, ...change }),
      replace: Object.keys(change).every((key) => key === 'pass' || key === 'cut'),
    });
  return { search, onSearchChange };
}

/** A results explorer's URL state, and the change that writes into it, made valid by the explorer's schema. */
export function useExplorerSearch<Search extends object>(
  route: SearchRoute<Search>,
  schema: { parse: (search: object) => Search },
) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const onSearchChange: OnSearchChange = (change, options) =>
    void navigate({ search: (previous) => schema.parse({ ...previous, ...change }), replace: options?.replace });
  return { search, onSearchChange };
}
