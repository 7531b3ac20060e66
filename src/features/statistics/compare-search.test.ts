// @vitest-environment jsdom
// A DOM: the router encodes search params as the browser's URL does.
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';

import { createdAfterForDate, createdBeforeForDate } from '@/lib/local-date';
import { correctSearchInUrl, searchWithoutDefaults } from '@/shared/url-search';
import { cohortLabel, sameCohort } from './cohort-label';
import {
  compareSearchSchema,
  DEFAULT_COHORTS,
  parseCohort,
  stringifyCohort,
  type CohortFilter,
} from './compare-search';

const PIPELINE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ASSESSMENT = '0b7d3f5e-1c2a-4b6d-8e9f-a1b2c3d4e5f6';

/** The URL a router settles on for `url`, as the app's /compare route validates and corrects it. */
async function open(url: string) {
  const root = createRootRoute();
  const compare = createRoute({
    getParentRoute: () => root,
    path: '/compare',
    validateSearch: compareSearchSchema,
    search: searchWithoutDefaults(compareSearchSchema),
    beforeLoad: correctSearchInUrl(compareSearchSchema),
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([compare]), history });
  await router.load();
  return { href: router.state.location.href, search: router.state.location.search as Record<string, unknown> };
}

describe('a group’s filter as text', () => {
  it('round-trips every field, in one order, with colons left readable', () => {
    const filter: CohortFilter = {
      created_before: '2026-10-01T00:00:00+02:00',
      pipeline_id: PIPELINE,
      source: 'pipeline',
      created_after: '2026-07-01T00:00:00Z',
    };
    const text = stringifyCohort(filter);
    expect(text).toBe(
      `source=pipeline&pipeline_id=${PIPELINE}&created_after=2026-07-01T00:00:00Z&created_before=2026-10-01T00:00:00%2B02:00`,
    );
    expect(parseCohort(text)).toEqual(filter);
  });

  it('drops malformed and unknown parts and keeps the rest; the first of a repeated name counts', () => {
    expect(
      parseCohort(
        'source=bogus&pipeline_id=nope&created_after=yesterday&status=pending&created_before=2026-01-01T00:00:00Z',
      ),
    ).toEqual({ created_before: '2026-01-01T00:00:00Z' });
    expect(parseCohort('source=standalone&source=pipeline')).toEqual({ source: 'standalone' });
    // A `+` typed by hand arrives as a space; the date filter puts it back.
    expect(parseCohort('created_after=2026-07-01T00:00:00+02:00')).toEqual({
      created_after: '2026-07-01T00:00:00+02:00',
    });
    expect(parseCohort('%%%&=&source')).toEqual({});
  });

  it('an empty filter is "all answers": no text at all, so the URL leaves the group out', () => {
    expect(stringifyCohort({})).toBeUndefined();
    expect(parseCohort(undefined)).toEqual({});
    expect(parseCohort('')).toEqual({});
    expect(compareSearchSchema.parse({ a: '' }).a).toBeUndefined();
  });
});

describe('the /compare URL', () => {
  it('parses the assessment, both groups and the pass mark; anything malformed falls back', () => {
    expect(
      compareSearchSchema.parse({ assessment_id: ASSESSMENT, a: 'source=standalone', b: 'source=pipeline', pass: 55 }),
    ).toEqual({
      assessment_id: ASSESSMENT,
      a: 'source=standalone',
      b: 'source=pipeline',
      pass: 55,
    });
    expect(compareSearchSchema.parse({ assessment_id: 'nope', a: 'source=bogus', b: 42, pass: 'x' })).toEqual({
      assessment_id: undefined,
      a: undefined,
      b: undefined,
      pass: 70,
    });
  });

  it('leaves a valid URL alone', async () => {
    const url = `/compare?assessment_id=${ASSESSMENT}&a=source%3Dstandalone&b=pipeline_id%3D${PIPELINE}&pass=60`;
    const { href, search } = await open(url);
    expect(href).toBe(url);
    expect(search).toEqual({
      assessment_id: ASSESSMENT,
      a: 'source=standalone',
      b: `pipeline_id=${PIPELINE}`,
      pass: 60,
    });
  });

  it('corrects a malformed group in place: a wholly malformed one becomes "all answers", a part is dropped', async () => {
    expect((await open(`/compare?assessment_id=${ASSESSMENT}&a=source%3Dbogus&b=source%3Dpipeline`)).href).toBe(
      `/compare?assessment_id=${ASSESSMENT}&b=source%3Dpipeline`,
    );
    expect((await open('/compare?a=pipeline_id%3Dnope%26source%3Dpipeline&pass=101')).href).toBe(
      '/compare?a=source%3Dpipeline',
    );
  });

  it('starts from standalone vs pipeline when the assessment page links here', () => {
    expect(DEFAULT_COHORTS).toEqual({ a: 'source=standalone', b: 'source=pipeline' });
  });
});

describe('sameCohort', () => {
  it('compares what the groups read: a pipeline implies the pipeline source', () => {
    expect(sameCohort({}, {})).toBe(true);
    expect(sameCohort({ pipeline_id: PIPELINE }, { source: 'pipeline', pipeline_id: PIPELINE })).toBe(true);
    expect(sameCohort({ source: 'standalone' }, { source: 'pipeline' })).toBe(false);
    expect(sameCohort({ source: 'pipeline' }, { source: 'pipeline', created_after: '2026-07-01T00:00:00Z' })).toBe(
      false,
    );
  });
});

describe('cohortLabel', () => {
  const names: Record<string, string> = { [PIPELINE]: 'Engineering hiring 2026' };
  const nameOf = (id: string) => names[id];
  const day = (date: string) =>
    new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      Date.parse(`${date}T00:00:00Z`),
    );

  it('says who is in the group, by name', () => {
    expect(cohortLabel({}, nameOf)).toBe('All answers');
    expect(cohortLabel({ source: 'standalone' }, nameOf)).toBe('Standalone answers');
    expect(cohortLabel({ source: 'pipeline', pipeline_id: PIPELINE }, nameOf)).toBe(
      'Pipeline “Engineering hiring 2026”',
    );
    expect(cohortLabel({ pipeline_id: '11111111-2222-4333-8444-555555555555' }, nameOf)).toBe('Pipeline “11111111…”');
  });

  it('and when, in the days of the user’s time zone (created_before is exclusive: the day before it)', () => {
    const from = createdAfterForDate('2026-07-01')!;
    const upTo = createdBeforeForDate('2026-09-30')!;
    expect(cohortLabel({ created_after: from }, nameOf)).toBe(`All answers, created from ${day('2026-07-01')}`);
    expect(cohortLabel({ created_before: upTo }, nameOf)).toBe(`All answers, created up to ${day('2026-09-30')}`);
    expect(cohortLabel({ source: 'standalone', created_after: from, created_before: upTo }, nameOf)).toBe(
      `Standalone answers, created ${day('2026-07-01')} to ${day('2026-09-30')}`,
    );
  });
});
