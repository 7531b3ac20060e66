import { HttpResponse } from 'msw';

import { DEFAULT_PER_PAGE, type AssessmentSummary } from '@assessment-insights/contract';

/** Test data for the assessment pages (imported by tests only); msw helpers are in src/testing. */

/** A list page of `rows` as the API pages it (docs/api-contract.md §5), for a handler that serves a catalog of its own. */
export function listPage(rows: readonly AssessmentSummary[], url: URL, options: { withTotal?: boolean } = {}) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const perPage = Number(url.searchParams.get('per_page') ?? DEFAULT_PER_PAGE);
  const data = rows.slice((page - 1) * perPage, page * perPage);
  const total = options.withTotal === false ? null : rows.length;
  return HttpResponse.json({
    data,
    pagination: { page, per_page: perPage, total, has_more: page * perPage < rows.length },
  });
}

/** `count` made-up assessments, newest first, with UUIDs that are valid and distinct. */
export function makeAssessments(count: number, nameOf: (index: number) => string): AssessmentSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const created = new Date(Date.UTC(2026, 0, 1) - index * 3_600_000).toISOString();
    return {
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      name: nameOf(index),
      description: null,
      question_count: (index % 17) + 1,
      created_at: created,
      updated_at: created,
    };
  });
}
