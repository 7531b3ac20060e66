import type { Candidate } from '@/mocks/dataset/types';
import type { Database } from '@/mocks/database';
import { emailAddress, nonEmptyText, uuidText, validateBody } from '@/mocks/rules/body';
import { ApiFailure } from '@/mocks/rules/errors';
import { parseUuid } from '@/mocks/rules/query';
import type { Route, RouteContext } from '@/mocks/router';
import { listCatalog, notFound } from './catalog-list';

function findCandidate(db: Database, id: string): Candidate {
  return db.candidates.get(id.toLowerCase()) ?? notFound('candidate', id);
}

/** Fast-forward / rewind: one stage at a time; past either end is 409 stage_boundary (ASSUMED). */
function moveStage(step: 1 | -1) {
  return ({ params, db, body, now }: RouteContext) => {
    validateBody(body, {});
    const candidate = findCandidate(db, params.id ?? '');
    const pipeline = db.pipelines.get(candidate.pipeline_id) ?? notFound('pipeline', candidate.pipeline_id);
    const target = pipeline.stages[db.stageIndex(pipeline, candidate.stage_id) + step];
    if (!target) {
      const where = step === 1 ? 'already at the last stage' : 'already at the first stage';
      throw new ApiFailure('stage_boundary', `The candidate is ${where} of pipeline "${pipeline.name}".`);
    }
    const updated = { ...candidate, stage_id: target.id, updated_at: new Date(now()).toISOString() };
    db.addCandidate(updated);
    return { status: 200, body: updated };
  };
}

export const candidateRoutes: Route[] = [
  {
    path: '/candidates',
    methods: {
      GET: ({ url, db }) => {
        const pipelineId = parseUuid(url, 'pipeline_id');
        const stageId = parseUuid(url, 'stage_id');
        const body = listCatalog(url, db.candidates.values(), {
          nameOf: (candidate) => candidate.name,
          filter: (candidate) =>
            (pipelineId === undefined || candidate.pipeline_id === pipelineId) &&
            (stageId === undefined || candidate.stage_id === stageId),
          toWire: (candidate) => candidate,
        });
        return { status: 200, body };
      },
      POST: ({ db, body, now, newId }) => {
        const fields = validateBody(body, {
          required: { name: nonEmptyText(200), email: emailAddress, pipeline_id: uuidText },
        });
        const pipelineId = (fields.pipeline_id as string).toLowerCase();
        const pipeline = db.pipelines.get(pipelineId);
        if (!pipeline) throw new ApiFailure('invalid_body', `Field "pipeline_id" names no pipeline in this workspace.`);
        const firstStage = pipeline.stages[0];
        if (!firstStage) throw new ApiFailure('invalid_body', `Field "pipeline_id" names a pipeline without stages.`);
        const at = new Date(now()).toISOString();
        const candidate: Candidate = {
          id: newId(),
          name: (fields.name as string).trim(),
          email: fields.email as string,
          pipeline_id: pipeline.id,
          stage_id: firstStage.id,
          created_at: at,
          updated_at: at,
        };
        db.addCandidate(candidate);
        return { status: 201, body: candidate };
      },
    },
  },
  {
    path: '/candidates/:id',
    methods: {
      GET: ({ params, db }) => ({ status: 200, body: findCandidate(db, params.id ?? '') }),
      PATCH: ({ params, db, body, now }) => {
        const candidate = findCandidate(db, params.id ?? '');
        const fields = validateBody(body, {
          optional: { name: nonEmptyText(200), email: emailAddress },
          requireOne: true,
        });
        const updated: Candidate = {
          ...candidate,
          ...(typeof fields.name === 'string' ? { name: fields.name.trim() } : {}),
          ...(typeof fields.email === 'string' ? { email: fields.email } : {}),
          updated_at: new Date(now()).toISOString(),
        };
        db.addCandidate(updated);
        return { status: 200, body: updated };
      },
    },
  },
  { path: '/candidates/:id/fast-forward', methods: { POST: moveStage(1) } },
  { path: '/candidates/:id/rewind', methods: { POST: moveStage(-1) } },
];
