import type { QuestionSummary } from '@assessment-insights/contract';
import type { Question } from '@/mocks/dataset/types';
import { parseUuid } from '@/mocks/rules/query';
import type { Route } from '@/mocks/router';
import { listCatalog, notFound } from './catalog-list';

const summary = ({ id, title, type, created_at }: Question): QuestionSummary => ({ id, title, type, created_at });

export const questionRoutes: Route[] = [
  {
    path: '/questions',
    methods: {
      GET: ({ url, db }) => {
        const assessmentId = parseUuid(url, 'assessment_id');
        const body = listCatalog(url, db.questions.values(), {
          // On questions, `name` sorts by title (docs/api-contract.md §6).
          nameOf: (question) => question.title,
          filter: assessmentId === undefined ? undefined : (question) => question.assessment_ids.includes(assessmentId),
          toWire: summary,
        });
        return { status: 200, body };
      },
    },
  },
  {
    path: '/questions/:id',
    methods: {
      GET: ({ params, db }) => {
        const id = params.id ?? '';
        return { status: 200, body: db.questions.get(id.toLowerCase()) ?? notFound('question', id) };
      },
    },
  },
];
