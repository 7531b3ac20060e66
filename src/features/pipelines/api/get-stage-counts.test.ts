import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { API, recordRequests } from '@/testing/msw-helpers';
import { getStageCount, stageCountQueryOptions } from './get-stage-counts';

const { fake, server } = serveFakeApi();
const db = await fake.ready;
const pipeline = [...db.pipelines.values()][0]!;
const stage = pipeline.stages[0]!;
const atStage = [...db.candidates.values()].filter(
  (candidate) => candidate.pipeline_id === pipeline.id && candidate.stage_id === stage.id,
);

/** Answers /candidates with `rows` rows of the page asked for and no total, as an API may (docs/api-contract.md §5). */
function withoutTotal(rows: number) {
  server.use(
    http.get(`${API}/candidates`, ({ request }) => {
      const perPage = Number(new URL(request.url).searchParams.get('per_page'));
      const data = atStage
        .slice(0, 1)
        .flatMap((candidate) => Array.from({ length: Math.min(rows, perPage) }, () => candidate));
      return HttpResponse.json({
        data,
        pagination: { page: 1, per_page: perPage, total: null, has_more: rows > perPage },
      });
    }),
  );
}

describe('stage counts', () => {
  it('reads the stage’s total from one request of one row, filtered by pipeline and stage', async () => {
    const requests = recordRequests(server, '/candidates');
    expect(await getStageCount(pipeline.id, stage.id)).toEqual({ count: atStage.length, exact: true });
    expect(requests).toHaveLength(1);
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({
      pipeline_id: pipeline.id,
      stage_id: stage.id,
      page: '1',
      per_page: '1',
    });
  });

  it('without a total, a last page of one row is the count', async () => {
    withoutTotal(1);
    expect(await getStageCount(pipeline.id, stage.id)).toEqual({ count: 1, exact: true });
  });

  it('without a total and with more rows, counts one page of the largest size', async () => {
    withoutTotal(57);
    const requests = recordRequests(server, '/candidates');
    expect(await getStageCount(pipeline.id, stage.id)).toEqual({ count: 57, exact: true });
    expect(requests.map((url) => url.searchParams.get('per_page'))).toEqual(['1', '200']);
  });

  it('says only “more than” when even that page has more after it', async () => {
    withoutTotal(500);
    expect(await getStageCount(pipeline.id, stage.id)).toEqual({ count: 200, exact: false });
  });

  it('is cached under the candidates prefix, which every candidate write invalidates', () => {
    expect(stageCountQueryOptions(pipeline.id, stage.id).queryKey.slice(0, 2)).toEqual(['candidates', 'stage-counts']);
  });
});
