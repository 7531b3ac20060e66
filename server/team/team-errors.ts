import type { FastifyReply } from 'fastify';

import { newRequestId } from '@/mocks/rules/errors';

/** The team server's errors take the API's shape, so the app shows them as it shows the API's. */
export function sendTeamError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const requestId = newRequestId();
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .header('X-Request-Id', requestId)
    .send({ error: { code, message, request_id: requestId } });
}
