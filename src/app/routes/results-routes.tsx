import { createRoute } from '@tanstack/react-router';

import { assessmentResultsQueryOptions } from '@/features/assessment-results/api/get-assessment-results';
import {
  assessmentResultsSearchSchema,
  toAssessmentResultsParams,
} from '@/features/assessment-results/assessment-results-search';
import {
  assessmentNamesQueryOptions,
  pipelineNamesQueryOptions,
  questionTitlesQueryOptions,
} from '@/shared/explorer/api/names';
import { loadedExplorerTableView, loadExplorerTableView } from '@/shared/explorer/load-table-view';
import { questionResultsQueryOptions } from '@/features/question-results/api/get-question-results';
import {
  questionResultsSearchSchema,
  toQuestionResultsParams,
} from '@/features/question-results/question-results-search';
import { listRoute } from './route-options';
import { rootPage } from './root-route';
import { startLoading } from './start-loading';

/**
 * The two results explorers. Their URL state is the request: the same names, validated with
 * fallbacks; each loader starts the list (the queryOptions the page reads too) and the names its
 * filters and table show. Each page loads with its route (rootPage), so the explorers' table,
 * filters and charts are not in the first paint of other pages, nor one explorer's definition in
 * the other's. Nor is the table's own code in the Charts view: when the table shows, each loader
 * loads it beside the page's code and the router waits for both, so the rows never wait for it.
 */

/** The explorer's Table view code, once: a promise only while it is still to come. */
const tableViewCode = (): Promise<void> | undefined =>
  loadedExplorerTableView() ? undefined : loadExplorerTableView().then(() => undefined);

const questionResultsList = listRoute({
  schema: questionResultsSearchSchema,
  // The Charts view reads through the statistics engine: no page of rows to start.
  toParams: (search) => ({ list: search.view === 'charts' ? null : toQuestionResultsParams(search) }),
  load: (queryClient, { list }) => {
    if (list !== null) {
      startLoading(queryClient, questionResultsQueryOptions(list));
      startLoading(queryClient, questionTitlesQueryOptions());
    }
    startLoading(queryClient, pipelineNamesQueryOptions());
  },
});

const assessmentResultsList = listRoute({
  schema: assessmentResultsSearchSchema,
  toParams: toAssessmentResultsParams,
  load: (queryClient, params) => {
    startLoading(queryClient, assessmentResultsQueryOptions(params));
    startLoading(queryClient, assessmentNamesQueryOptions());
    startLoading(queryClient, pipelineNamesQueryOptions());
  },
});

export const questionResultsRoute = createRoute({
  path: '/results',
  ...questionResultsList,
  loader: (loading) => {
    questionResultsList.loader(loading);
    return loading.deps.list === null ? undefined : tableViewCode();
  },
  ...rootPage(() => import('@/app/pages/question-results-page'), 'QuestionResultsRoutePage'),
});

export const assessmentResultsRoute = createRoute({
  path: '/assessment-results',
  ...assessmentResultsList,
  loader: (loading) => {
    assessmentResultsList.loader(loading);
    return tableViewCode();
  },
  ...rootPage(() => import('@/app/pages/assessment-results-page'), 'AssessmentResultsRoutePage'),
});
