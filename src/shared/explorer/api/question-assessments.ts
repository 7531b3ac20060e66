import { queryOptions } from '@tanstack/react-query';

import { apiRequest } from '@/api/client';
import {
  streamList,
  MAX_PER_PAGE,
  PATHS,
  listSchema,
  questionSummarySchema,
  type QuestionsParams,
} from '@assessment-insights/contract';
import { assessmentNamesQueryOptions, type NameContext, type NameContexts, type NameList } from './names';

/**
 * The assessments of each question, for the question picker ("Title — Assessment +1"). The
 * questions list does not say which assessment a question is in (docs/api-contract.md §6: only a question's
 * own page has `assessment_ids`), so this reads `GET /questions?assessment_id=…` once per
 * assessment of the (cached) assessment names: one request each, another per further 200
 * questions. That is a share of the minute's budget (120), so it runs only when the picker
 * first opens, is cached like the name lists, and is skipped above MAX_ASSESSMENTS.
 */

/** Above this many assessments the picker goes without them (the short id still tells twins apart). */
export const MAX_ASSESSMENTS = 50;
/** Caps one assessment's requests, as the name lists do. */
const MAX_PAGES_PER_ASSESSMENT = 5;

/** One membership: the stream keeps each row once by id, and a question may be in several assessments. */
interface Membership {
  id: string;
  questionId: string;
}

async function getQuestionAssessments(assessments: NameList, signal: AbortSignal | undefined): Promise<NameContexts> {
  if (assessments.list.length > MAX_ASSESSMENTS) return { byId: {} };
  // Pages arrive in any order: memberships are kept per assessment and read in the catalog's (name) order.
  const questionsOf: string[][] = assessments.list.map(() => []);
  await streamList<Membership, QuestionsParams>({
    segments: assessments.list.map(({ id }) => ({
      key: id,
      params: { assessment_id: id, page: 1, per_page: MAX_PER_PAGE, sort: 'name' },
    })),
    fetchPage: async (query, pageSignal) => {
      const page = await apiRequest({
        path: PATHS.questions,
        query: { ...query },
        schema: listSchema(questionSummarySchema),
        signal: pageSignal,
      });
      const data = page.data.map(({ id }) => ({ id: `${query.assessment_id}/${id}`, questionId: id }));
      return { ...page, data };
    },
    pageSize: MAX_PER_PAGE,
    maxPages: MAX_PAGES_PER_ASSESSMENT,
    signal,
    onPage: ({ segmentIndex, rows }) => questionsOf[segmentIndex]?.push(...rows.map((row) => row.questionId)),
  });
  const assessmentsOf = new Map<string, string[]>();
  assessments.list.forEach(({ name }, index) => {
    for (const questionId of questionsOf[index] ?? []) {
      const key = questionId.toLowerCase();
      const names = assessmentsOf.get(key);
      if (names === undefined) assessmentsOf.set(key, [name]);
      else names.push(name);
    }
  });
  const byId: Record<string, NameContext> = {};
  for (const [questionId, [first, ...others]] of assessmentsOf)
    if (first !== undefined) byId[questionId] = { first, more: others.length };
  return { byId };
}

export const questionAssessmentsQueryOptions = () =>
  queryOptions({
    // Under the questions prefix, so invalidating the questions refreshes it too.
    queryKey: ['questions', 'assessments-of'],
    queryFn: async ({ client, signal }) =>
      getQuestionAssessments(await client.ensureQueryData(assessmentNamesQueryOptions()), signal),
    staleTime: 5 * 60_000,
  });
