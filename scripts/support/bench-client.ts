import { configureApiClient } from '@/api/client';
import { keyStore } from '@/api/key-store';
import { getQuestionResults } from '@/features/question-results/api/get-question-results';

/**
 * Points the app's API client at a benchmark's fake with its key, counting every HTTP status
 * (retries included: a 429 the client waited out still shows), and warms the fake up: it sorts
 * its answers on its first list request, where a deployed API is warm. Returns the counts.
 */
export async function connectBenchClient(server: { baseUrl: string; apiKey: string }): Promise<Map<number, number>> {
  keyStore.save(server.apiKey, { remember: false });
  const statuses = new Map<number, number>();
  configureApiClient({
    baseUrl: server.baseUrl,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      return response;
    },
  });
  await getQuestionResults({ source: 'standalone', per_page: 1 });
  return statuses;
}
