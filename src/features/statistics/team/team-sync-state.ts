import { z } from '@assessment-insights/contract/zod';
import { parseResponse } from '@/api/http-responses';
import type { Asked } from './team-request';

/**
 * Where the team server's read of the workspace stands (`GET` and `POST /team/v1/sync`): what a
 * page shows while it waits for the server, and how it knows the rows moved on. Unknown fields are
 * ignored and statuses kept as they come, so a newer server does not break an older page.
 */

const progressSchema = z.object({
  /** The engine's phases ('first-wave', 'rest', 'repair', 'refresh', …). */
  phase: z.string(),
  requestsDone: z.number(),
  requestsPlanned: z.nullable(z.number()),
  rowsRead: z.number(),
  etaMs: z.nullable(z.number()),
});

const syncErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.optional(z.nullable(z.string())),
  request_id: z.optional(z.nullable(z.string())),
});

export const teamSyncSchema = z.object({
  /** 'never', 'reading', 'waiting' (for the workspace's budget), 'ready' or 'failed'. */
  status: z.string(),
  /** When the rows' last complete read or refresh started: the figures' "as of". */
  asOf: z.nullable(z.string()),
  rows: z.number(),
  progress: z.nullable(progressSchema),
  error: z.nullable(syncErrorSchema),
});

export type TeamSyncState = z.output<typeof teamSyncSchema>;
export type TeamSyncProgress = z.output<typeof progressSchema>;

export const readTeamSync = async (response: Response, asked: Asked): Promise<TeamSyncState> =>
  parseResponse({ response, text: await response.text() }, teamSyncSchema, asked);
