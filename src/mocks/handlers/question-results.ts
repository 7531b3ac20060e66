import { questionResultToWire } from '@/mocks/dataset/answers';
import type { Route } from '@/mocks/router';
import { listResults } from './results-list';

export const questionResultRoutes: Route[] = [
  {
    path: '/question-results',
    methods: {
      GET: ({ url, db }) => ({
        status: 200,
        body: listResults(url, {
          maxPerPage: 100,
          mergedRowBudget: 250,
          sortFields: ['created_at', 'evaluated_at', 'score'] as const,
          ownFilter: 'question_id',
          matching: db.questionResultsMatching,
          ownFilterValue: (row) => row.question_id,
          toWire: questionResultToWire,
        }),
      }),
    },
  },
];
