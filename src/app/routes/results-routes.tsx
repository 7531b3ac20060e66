import type { QueryClient } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';

import { assessmentResultsDefinition } from '../../features/assessment-results/assessment-results-definition';
import { assessmentResultsSearchSchema } from '../../features/assessment-results/assessment-results-search';
import { pipelineNamesQueryOptions } from '../../features/explorer/api/names';
import type { ExplorerDefinition } from '../../features/explorer/explorer-definition';
import type { OnSearchChange } from '../../features/explorer/results-search';
import { ResultsExplorer } from '../../features/explorer/ResultsExplorer';
import { questionResultsDefinition } from '../../features/question-results/question-results-definition';
import { questionResultsSearchSchema } from '../../features/question-results/question-results-search';
import { FilterCharts } from '../../features/statistics/components/FilterCharts';
import { listRoute } from './list-route';
import { rootRoute } from './root-route';
import { startLoading } from './start-loading';

/**
 * The two results explorers. Their URL state is the request: the same names, validated with
 * fallbacks; each loader starts the list (the definition's queryOptions, which the page reads
 * too) and the names its filters and table show.
 */

const loadExplorer =
  <Row extends { id: string }, Params>(definition: ExplorerDefinition<Row, Params>) =>
  (queryClient: QueryClient, params: Params) => {
    startLoading(queryClient, definition.queryOptions(params));
    startLoading(queryClient, definition.subjectFilter.names());
    startLoading(queryClient, pipelineNamesQueryOptions());
  };

export const questionResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results',
  ...listRoute({
    schema: questionResultsSearchSchema,
    // The Charts view reads through the statistics engine: no page of rows to start.
    toParams: (search) => ({
      list: search.view === 'charts' ? null : questionResultsDefinition.toParams(search),
    }),
    load: (queryClient, { list }) => {
      if (list === null) startLoading(queryClient, pipelineNamesQueryOptions());
      else loadExplorer(questionResultsDefinition)(queryClient, list);
    },
  }),
  component: QuestionResultsRoutePage,
});

function QuestionResultsRoutePage() {
  const search = questionResultsRoute.useSearch();
  const navigate = questionResultsRoute.useNavigate();
  const onSearchChange: OnSearchChange = (change, options) =>
    void navigate({
      search: (previous) => questionResultsSearchSchema.parse({ ...previous, ...change }),
      replace: options?.replace,
    });
  return (
    <ResultsExplorer
      definition={questionResultsDefinition}
      search={search}
      onSearchChange={onSearchChange}
      charts={() => <FilterCharts search={search} onSearchChange={onSearchChange} />}
    />
  );
}

export const assessmentResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/assessment-results',
  ...listRoute({
    schema: assessmentResultsSearchSchema,
    toParams: assessmentResultsDefinition.toParams,
    load: loadExplorer(assessmentResultsDefinition),
  }),
  component: AssessmentResultsRoutePage,
});

function AssessmentResultsRoutePage() {
  const search = assessmentResultsRoute.useSearch();
  const navigate = assessmentResultsRoute.useNavigate();
  const onSearchChange: OnSearchChange = (change, options) =>
    void navigate({
      search: (previous) => assessmentResultsSearchSchema.parse({ ...previous, ...change }),
      replace: options?.replace,
    });
  return <ResultsExplorer definition={assessmentResultsDefinition} search={search} onSearchChange={onSearchChange} />;
}
