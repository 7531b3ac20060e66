import { createRoute } from '@tanstack/react-router';

import { assessmentResultsDefinition } from '../../features/assessment-results/assessment-results-definition';
import { assessmentResultsSearchSchema } from '../../features/assessment-results/assessment-results-search';
import {
  assessmentNamesQueryOptions,
  pipelineNamesQueryOptions,
  questionTitlesQueryOptions,
} from '../../features/explorer/api/names';
import type { OnSearchChange } from '../../features/explorer/results-search';
import { ResultsExplorer } from '../../features/explorer/ResultsExplorer';
import { questionResultsDefinition } from '../../features/question-results/question-results-definition';
import { questionResultsSearchSchema } from '../../features/question-results/question-results-search';
import { canSpendOnPreload } from '../../lib/preload-budget';
import { correctSearchInUrl, searchWithoutDefaults } from '../../lib/url-search';
import { rootRoute } from './root-route';
import { startLoading } from './start-loading';

/**
 * The two results explorers. Their URL state is the request: the same names, validated with
 * fallbacks; each loader starts the list (the definition's queryOptions, which the page reads
 * too) and the names its filters and table show.
 */

export const questionResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/results',
  validateSearch: questionResultsSearchSchema,
  search: searchWithoutDefaults(questionResultsSearchSchema),
  beforeLoad: correctSearchInUrl(questionResultsSearchSchema),
  loaderDeps: ({ search }) => questionResultsDefinition.toParams(search),
  loader: ({ context: { queryClient }, deps, preload }) => {
    if (preload && !canSpendOnPreload()) return;
    startLoading(queryClient, questionResultsDefinition.queryOptions(deps));
    startLoading(queryClient, questionTitlesQueryOptions());
    startLoading(queryClient, pipelineNamesQueryOptions());
  },
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
  return <ResultsExplorer definition={questionResultsDefinition} search={search} onSearchChange={onSearchChange} />;
}

export const assessmentResultsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/assessment-results',
  validateSearch: assessmentResultsSearchSchema,
  search: searchWithoutDefaults(assessmentResultsSearchSchema),
  beforeLoad: correctSearchInUrl(assessmentResultsSearchSchema),
  loaderDeps: ({ search }) => assessmentResultsDefinition.toParams(search),
  loader: ({ context: { queryClient }, deps, preload }) => {
    if (preload && !canSpendOnPreload()) return;
    startLoading(queryClient, assessmentResultsDefinition.queryOptions(deps));
    startLoading(queryClient, assessmentNamesQueryOptions());
    startLoading(queryClient, pipelineNamesQueryOptions());
  },
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
