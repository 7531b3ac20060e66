import type { Route } from '@/mocks/router';
import { listResults } from './results-list';

export const assessmentResultRoutes: Route[] = [
  {
    path: '/assessment-results',
    methods: {
      GET: ({ url, db }) => ({
        status: 200,
        body: listResults(url, {
          maxPerPage: 200,
          mergedRowBudget: 1000,
          sortFields: ['created_at', 'completed_at', 'score'] as const,
          ownFilter: 'assessment_id',
          matching: db.assessmentResultsMatching,
          ownFilterValue: (row) => row.assessment_id,
        }),
      }),
    },
  },
];
