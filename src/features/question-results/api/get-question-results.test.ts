import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { getQuestionResults } from './get-question-results';

serveFakeApi();

describe('GET /question-results through the client', () => {
  it('sends filters under the API names and returns typed rows of the filter', async () => {
    const page = await getQuestionResults({
      source: 'pipeline',
      status: ['pending', 'unable_to_grade'],
      per_page: 20,
      sort: '-score',
    });
    expect(page.data).toHaveLength(20);
    expect(page.data.every((row) => row.source === 'pipeline' && row.status !== 'evaluated')).toBe(true);
    expect(page.pagination.total).toBeGreaterThan(20);
  });

  it('reports the merged scan budget as pagination_limit_exceeded', async () => {
    await expect(getQuestionResults({ page: 6, per_page: 50 })).rejects.toMatchObject({
      status: 400,
      code: 'pagination_limit_exceeded',
    });
  });

  it('reports an unknown status as invalid_filter naming the value', async () => {
    const error = await getQuestionResults({ status: ['evaluated', 'bogus'] }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, code: 'invalid_filter' });
    expect((error as Error).message).toContain('"bogus"');
  });
});
