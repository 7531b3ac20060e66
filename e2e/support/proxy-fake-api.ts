import type { APIRequestContext } from '@playwright/test';

import { API_BASE_PATH, type Candidate, type ListPage, type Pipeline, type Stage } from '@assessment-insights/contract';
import { PROXY_E2E, PROXY_E2E_FAKE_API_URL } from '../proxy-mode.config';

/**
 * The proxy specs' own line to the fake API behind the proxy: from Node, with the key, never
 * through the page, so what a spec checks afterwards is what the API holds.
 */
export const FAKE_API = `${PROXY_E2E_FAKE_API_URL}${API_BASE_PATH}`;
export const fakeApiHeaders = { Authorization: `Bearer ${PROXY_E2E.apiKey}` };

export type { Candidate, Pipeline, Stage };

/** The first pipeline in `sort` order, with its stages in pipeline order. */
export async function pipelineBy(
  request: APIRequestContext,
  sort: 'name' | '-name',
): Promise<Pipeline & { ordered: Stage[] }> {
  const response = await request.get(`${FAKE_API}/pipelines?sort=${sort}&per_page=1`, { headers: fakeApiHeaders });
  const [pipeline] = ((await response.json()) as ListPage<Pipeline>).data;
  if (!pipeline) throw new Error('the fake API has no pipeline');
  return { ...pipeline, ordered: [...pipeline.stages].sort((a, b) => a.position - b.position) };
}
