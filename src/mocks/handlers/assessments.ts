import type { Assessment as AssessmentDetail, AssessmentSummary } from '@assessment-insights/contract';
import type { Assessment } from '@/mocks/dataset/types';
import type { Database } from '@/mocks/database';
import type { Route } from '@/mocks/router';
import { listCatalog, notFound } from './catalog-list';

const summary = ({ question_ids, ...fields }: Assessment): AssessmentSummary => ({
  ...fields,
  question_count: question_ids.length,
});

function withQuestions(db: Database, assessment: Assessment): AssessmentDetail {
  const questions = assessment.question_ids.flatMap((id, index) => {
    const question = db.questions.get(id);
    return question ? [{ id, title: question.title, type: question.type, position: index + 1 }] : [];
  });
  return { ...summary(assessment), questions };
}

export const assessmentRoutes: Route[] = [
  {
    path: '/assessments',
    methods: {
      GET: ({ url, db }) => ({
        status: 200,
        body: listCatalog(url, db.assessments.values(), { nameOf: (a) => a.name, toWire: summary }),
      }),
    },
  },
  {
    path: '/assessments/:id',
    methods: {
      GET: ({ params, db }) => {
        const id = params.id ?? '';
        const assessment = db.assessments.get(id.toLowerCase()) ?? notFound('assessment', id);
        return { status: 200, body: withQuestions(db, assessment) };
      },
    },
  },
];
