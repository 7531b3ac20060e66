import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { PATHS } from '@assessment-insights/contract';
import { serveFakeApi } from '@/testing/fake-api-server';
import { recordRequests } from '@/testing/msw-helpers';
import { assessmentNamesQueryOptions } from './names';
import { nameListOf } from './names.test-support';
import { MAX_ASSESSMENTS, questionAssessmentsQueryOptions } from './question-assessments';

const { fake, server } = serveFakeApi();
const db = await fake.ready;

describe('question assessments', () => {
  it('read each assessment’s questions once, and name each question’s first assessment and how many more', async () => {
    const requests = recordRequests(server, PATHS.questions);
    const queryClient = new QueryClient();

    const { byId } = await queryClient.fetchQuery(questionAssessmentsQueryOptions());

    const assessments = [...db.assessments.values()].sort((a, b) => a.name.localeCompare(b.name));
    expect(requests.map((url) => url.searchParams.get('assessment_id')).sort()).toEqual(
      assessments.map(({ id }) => id).sort(),
    );
    for (const question of db.questions.values()) {
      const names = assessments.filter(({ id }) => question.assessment_ids.includes(id)).map(({ name }) => name);
      // A question in no assessment has nothing to show beside its title.
      expect(byId[question.id.toLowerCase()]).toEqual(
        names.length === 0 ? undefined : { first: names[0], more: names.length - 1 },
      );
    }
  });

  it(`go without them, and without requests, above ${MAX_ASSESSMENTS} assessments`, async () => {
    const requests = recordRequests(server, PATHS.questions);
    const queryClient = new QueryClient();
    const list = Array.from({ length: MAX_ASSESSMENTS + 1 }, (_, index) => ({
      id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Assessment ${index}`,
    }));
    queryClient.setQueryData(assessmentNamesQueryOptions().queryKey, nameListOf(list));

    expect(await queryClient.fetchQuery(questionAssessmentsQueryOptions())).toEqual({ byId: {} });
    expect(requests).toEqual([]);
  });
});
