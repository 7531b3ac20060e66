import { afterEach, describe, expect, it } from 'vitest';

import { startUpstream, type TestServer } from '../upstream.test-support.ts';
import { apiBaseUrl, createUpstream } from './upstream.ts';

const KEY = 'ak_live_ServerSideKeyForTheSyncTests000001';
const OTHER_KEY = 'ak_live_AnotherWorkspacesKeyForTheTests0002';
const ID = '56a79cc6-3568-47d9-95a1-2cb288ae3421';

let api: TestServer | undefined;
afterEach(() => api?.close());

/** Answers whoami and an empty page of question results, with the API's rate-limit headers. */
async function startApi() {
  api = await startUpstream((req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      'X-RateLimit-Limit-Minute': '120',
      'X-RateLimit-Remaining-Minute': '100',
      'X-RateLimit-Limit-Day': '10000',
      'X-RateLimit-Remaining-Day': '9000',
      'X-RateLimit-Reset': String(Math.floor(Date.now() / 1000) + 60),
    });
    const body = req.url.includes('/whoami')
      ? { company_id: ID }
      : { data: [], pagination: { page: 2, per_page: 100, total: 0, has_more: false } };
    res.end(JSON.stringify(body));
  });
  return api;
}

describe('the server’s API client', () => {
  it('is under ASSESSMENT_API_URL as the proxy forwards: its path, then the API’s base path', () => {
    expect(apiBaseUrl('https://api.example.com')).toBe('https://api.example.com/api/public/v1');
    expect(apiBaseUrl('https://example.com/assessment/')).toBe('https://example.com/assessment/api/public/v1');
  });

  it('sends the key given only in the Authorization header, and keeps each key’s budget apart', async () => {
    const { url, received } = await startApi();
    const upstream = createUpstream({ apiUrl: url });

    expect(await upstream.whoami(KEY)).toEqual({ company_id: ID });
    const fetchPage = upstream.questionResultsFetcher(OTHER_KEY);
    const page = await fetchPage({ source: 'pipeline', page: 2, per_page: 100 }, new AbortController().signal);

    expect(page.data).toEqual([]);
    expect(received.map(({ method, url: path }) => `${method} ${path}`)).toEqual([
      'GET /api/public/v1/whoami',
      'GET /api/public/v1/question-results?source=pipeline&page=2&per_page=100',
    ]);
    expect(received.map(({ headers }) => headers.authorization)).toEqual([`Bearer ${KEY}`, `Bearer ${OTHER_KEY}`]);
    expect(upstream.rateLimitsFor(KEY).getState().budget).toMatchObject({ remainingDay: 9000 });
    expect(upstream.rateLimitsFor(KEY)).not.toBe(upstream.rateLimitsFor(OTHER_KEY));
    expect(upstream.rateLimitsFor(OTHER_KEY).getState().budget?.scope).not.toContain(OTHER_KEY.slice(8));
  });
});
