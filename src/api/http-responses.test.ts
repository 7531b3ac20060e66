import { describe, expect, it } from 'vitest';

import { whoamiSchema } from '@assessment-insights/contract';
import { ApiError } from './errors';
import { errorFromResponse, parseResponse } from './http-responses';

const asked = { method: 'GET', path: '/whoami' };
const COMPANY = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

function answer(status: number, text: string, headers: Record<string, string> = {}, statusText = '') {
  return { response: new Response(null, { status: status === 200 ? 200 : status, statusText, headers }), text };
}
function parseError(a: ReturnType<typeof answer>): ApiError {
  try {
    parseResponse(a, whoamiSchema, asked);
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('parsed');
}

describe('what a failed answer means', () => {
  it('a gateway status without the API’s error body: the API cannot be reached', () => {
    const error = errorFromResponse(answer(502, '', {}, 'Bad Gateway'), asked);
    expect(error).toMatchObject({ status: 502, code: 'api_unreachable' });
    expect(error.message).toMatch(/^Can't reach the Assessment API\. The server's proxy answered 502 Bad Gateway/);
    expect(error.message).toMatch(/ASSESSMENT_API_URL/);
  });

  it('our proxy’s own body names the cause and keeps its request id', () => {
    const body = {
      error: {
        code: 'api_unreachable',
        message: 'The proxy could not connect: connection refused.',
        request_id: 'px_1',
      },
    };
    const error = errorFromResponse(answer(502, JSON.stringify(body)), asked);
    expect(error).toMatchObject({ code: 'api_unreachable', requestId: 'px_1', status: 502 });
    expect(error.message).toContain('connection refused');
    expect(error.isConnectionError).toBe(true);
    const timeout = { error: { code: 'api_timeout', message: 'No answer within 25 s.' } };
    expect(errorFromResponse(answer(504, JSON.stringify(timeout)), asked)).toMatchObject({ code: 'api_timeout' });
  });

  it('the API’s own 503 with its error body is the API’s error, as it says', () => {
    const body = { error: { code: 'maintenance', message: 'Back at 10:00.', request_id: 'req_9' } };
    const error = errorFromResponse(answer(503, JSON.stringify(body), { 'Retry-After': '60' }), asked);
    expect(error).toMatchObject({
      code: 'maintenance',
      message: 'Back at 10:00.',
      requestId: 'req_9',
      retryAfterSeconds: 60,
    });
  });

  it('an HTML error page is a web page, with its status', () => {
    const error = errorFromResponse(
      answer(404, '<!doctype html><h1>Not Found</h1>', { 'content-type': 'text/html' }),
      asked,
    );
    expect(error).toMatchObject({ code: 'html_response', status: 404 });
    expect(error.message).toMatch(
      /^Got a web page instead of API data \(HTTP 404\) — check ASSESSMENT_API_URL and the proxy/,
    );
  });

  it('keeps the request id of the header when the body has none', () => {
    const error = errorFromResponse(answer(500, 'oops', { 'X-Request-Id': 'req_h' }, 'Internal Server Error'), asked);
    expect(error).toMatchObject({ code: 'http_500', requestId: 'req_h' });
  });
});

describe('what a 200 answer means', () => {
  it('parses JSON of the right shape', () => {
    expect(parseResponse(answer(200, JSON.stringify({ company_id: COMPANY })), whoamiSchema, asked)).toEqual({
      company_id: COMPANY,
    });
  });

  it('a web page, by its content type or by its first character', () => {
    const byType = parseError(answer(200, 'hello', { 'content-type': 'text/html; charset=utf-8' }));
    expect(byType.code).toBe('html_response');
    expect(byType.message).toMatch(/^Got a web page instead of API data — check ASSESSMENT_API_URL and the proxy/);
    const byBody = parseError(answer(200, '  <!doctype html><html></html>', { 'content-type': 'application/json' }));
    expect(byBody.code).toBe('html_response');
  });

  it('JSON cut off on the way', () => {
    const error = parseError(answer(200, '{"company_id":"7c9e', { 'X-Request-Id': 'req_t' }));
    expect(error).toMatchObject({ code: 'malformed_response', requestId: 'req_t', status: 200 });
    expect(error.message).toMatch(/^The API's answer was cut off or malformed/);
  });

  it('JSON of another shape names the field', () => {
    const error = parseError(answer(200, JSON.stringify({ company: 1 })));
    expect(error.code).toBe('invalid_response');
    expect(error.message).toMatch(/company_id/);
  });
});
