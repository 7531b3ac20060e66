import { toSearchParams } from '@assessment-insights/contract';
import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { teamRequest, webPageInstead, type Asked } from './team-request';
import type { TeamServer } from './team-server';

export const LEDGER_CONTENT_TYPE = 'application/vnd.assessment-insights.ledger';

/**
 * The scope as the team server takes it: the question-results filter under the API's own names
 * (a status list comma-separated, as the API takes it), and an assessment's id with its
 * questions, comma-separated.
 */
export function teamLedgerQuery({ filter, assessment }: StatisticsScope): URLSearchParams {
  return toSearchParams({
    ...filter,
    ...(assessment && { assessment_id: assessment.assessmentId, question_ids: [...assessment.questionIds] }),
  });
}

/**
 * `GET /team/v1/ledger`: a scope's rows in the engine's columnar encoding, as bytes for the
 * statistics worker to decode. The server compresses them; the browser undoes that itself.
 * A 409 `not_synced` says the server's first read of the workspace is still running.
 */
export function getTeamLedger(server: TeamServer, scope: StatisticsScope, signal?: AbortSignal): Promise<ArrayBuffer> {
  return teamRequest(server, {
    path: '/ledger',
    query: teamLedgerQuery(scope),
    accept: LEDGER_CONTENT_TYPE,
    read: readLedger,
    signal,
  });
}

function readLedger(response: Response, asked: Asked): Promise<ArrayBuffer> {
  const page = webPageInstead(response, asked);
  return page ? Promise.reject(page) : response.arrayBuffer();
}
