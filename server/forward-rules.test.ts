import { describe, expect, it } from 'vitest';

import { APP_ENDPOINTS, PATHS } from '@assessment-insights/contract';
import { decideForward, isApiPath } from './forward-rules.ts';

const ID = '3f2a1c4e-9b7d-4e1a-8c3b-2d5e6f7a8b9c';
const api = (path: string) => `/api/public/v1${path}`;

describe('what the proxy forwards', () => {
  it('forwards every path the client builds, with the methods the app uses', () => {
    const built = [
      PATHS.whoami,
      PATHS.questionResults,
      PATHS.assessmentResults,
      PATHS.assessments,
      PATHS.assessment(ID),
      PATHS.questions,
      PATHS.question(ID),
      PATHS.pipelines,
      PATHS.pipeline(ID),
      PATHS.candidates,
      PATHS.candidate(ID),
      PATHS.candidateFastForward(ID),
      PATHS.candidateRewind(ID),
    ];
    for (const path of built) expect(decideForward('GET', api(`${path}?page=2`)).kind, path).not.toBe('not_found');
    expect(decideForward('GET', api(`/question-results?status=evaluated,pending&page=3`))).toEqual({ kind: 'forward' });
    expect(decideForward('PATCH', api(PATHS.pipeline(ID)))).toEqual({ kind: 'forward' });
    expect(decideForward('POST', api(PATHS.candidates))).toEqual({ kind: 'forward' });
    expect(decideForward('POST', api(PATHS.candidateRewind(ID)))).toEqual({ kind: 'forward' });
    expect(APP_ENDPOINTS).toHaveLength(built.length);
  });

  it('refuses other methods on a known path with 405 and what is allowed', () => {
    expect(decideForward('DELETE', api(PATHS.candidate(ID)))).toEqual({
      kind: 'method_not_allowed',
      allow: ['GET', 'PATCH'],
    });
    expect(decideForward('POST', api(PATHS.questionResults)).kind).toBe('method_not_allowed');
    expect(decideForward('PUT', api(PATHS.pipeline(ID))).kind).toBe('method_not_allowed');
    expect(decideForward('GET', api(PATHS.candidateFastForward(ID))).kind).toBe('method_not_allowed');
  });

  it('never forwards an unlisted path or a path that could be read as another one', () => {
    for (const path of [
      '',
      '/',
      '/admin',
      '/whoami/extra',
      '/candidates//x',
      '/../whoami',
      '/assessments/../whoami',
      '/assessments/%2e%2e',
      '/assessments/..%2fwhoami',
      '/assessments/a%2Fb',
      '/assessments/a%5Cb',
      '/assessments/.',
      '/assessments/a\\b',
      '/candidates/x/delete',
    ]) {
      expect(decideForward('GET', api(path)), path).toEqual({ kind: 'not_found' });
    }
  });

  it('knows which requests are for the API', () => {
    expect(isApiPath('/api/public/v1/whoami?x=1')).toBe(true);
    expect(isApiPath('/api/public/v1')).toBe(true);
    expect(isApiPath('/api/public/v10/whoami')).toBe(false);
    expect(isApiPath('/results?next=/api/public/v1/whoami')).toBe(false);
  });
});
