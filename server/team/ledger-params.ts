import { ANSWER_STATUSES, SOURCES } from '@assessment-insights/contract';
import type { QuestionResultsFilter, StatisticsScope } from '@assessment-insights/statistics-engine';
import { ApiFailure } from '@/mocks/rules/errors';
import { parseDateTime, parseEnum, parseStatusFilter, parseUuid } from '@/mocks/rules/query';

/**
 * The scope a `GET /team/v1/ledger` asks for: the question-results filter under the API's own
 * parameter names, checked by the API's own rules (a malformed one is a 400 naming it), plus
 * `assessment_id` and `question_ids` for an assessment's scope.
 */

const FILTER_NAMES = [
  'question_id',
  'source',
  'pipeline_id',
  'candidate_id',
  'status',
  'created_after',
  'created_before',
];
const KNOWN = new Set([...FILTER_NAMES, 'assessment_id', 'question_ids']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ledgerScope(url: URL): StatisticsScope {
  const unknown = [...new Set(url.searchParams.keys())].filter((name) => !KNOWN.has(name));
  if (unknown.length > 0) {
    throw new ApiFailure(
      'invalid_parameter',
      `Unknown parameter ${unknown.map((name) => `"${name}"`).join(', ')}. The ledger takes ${[...KNOWN].join(', ')}.`,
    );
  }
  const repeated = [...KNOWN].find((name) => url.searchParams.getAll(name).length > 1);
  if (repeated) throw new ApiFailure('invalid_parameter', `${repeated} is given more than once.`);

  const iso = (name: string) => {
    const ms = parseDateTime(url, name);
    // The raw value goes on as the API would receive it; parseDateTime checked it.
    return ms === undefined ? undefined : (url.searchParams.get(name) ?? undefined);
  };
  const statuses = parseStatusFilter(url, ANSWER_STATUSES);
  const filter: QuestionResultsFilter = dropUndefined({
    question_id: parseUuid(url, 'question_id'),
    source: parseEnum(url, 'source', SOURCES),
    pipeline_id: parseUuid(url, 'pipeline_id'),
    candidate_id: parseUuid(url, 'candidate_id'),
    status: statuses && [...statuses],
    created_after: iso('created_after'),
    created_before: iso('created_before'),
  });

  const assessmentId = parseUuid(url, 'assessment_id');
  const questionIds = url.searchParams.get('question_ids');
  if ((assessmentId === undefined) !== (questionIds === null)) {
    throw new ApiFailure(
      'invalid_parameter',
      'assessment_id and question_ids go together: the assessment and its questions, comma-separated.',
    );
  }
  if (assessmentId === undefined || questionIds === null) return { filter };
  const ids = questionIds.split(',');
  const bad = ids.find((id) => !UUID.test(id));
  if (bad !== undefined) {
    throw new ApiFailure('invalid_parameter', `question_ids must be comma-separated UUIDs; got "${bad}".`);
  }
  return { filter, assessment: { assessmentId, questionIds: ids.map((id) => id.toLowerCase()) } };
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}
