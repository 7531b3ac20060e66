import { nonEmptyText, validateBody } from '@/mocks/rules/body';
import type { Route } from '@/mocks/router';
import { listCatalog, notFound } from './catalog-list';

export const pipelineRoutes: Route[] = [
  {
    path: '/pipelines',
    methods: {
      GET: ({ url, db }) => ({
        status: 200,
        body: listCatalog(url, db.pipelines.values(), { nameOf: (p) => p.name, toWire: (p) => p }),
      }),
    },
  },
  {
    path: '/pipelines/:id',
    methods: {
      GET: ({ params, db }) => {
        const id = params.id ?? '';
        return { status: 200, body: db.pipelines.get(id.toLowerCase()) ?? notFound('pipeline', id) };
      },
      PATCH: ({ params, db, body }) => {
        const id = params.id ?? '';
        const pipeline = db.pipelines.get(id.toLowerCase()) ?? notFound('pipeline', id);
        const fields = validateBody(body, { required: { name: nonEmptyText(200) } });
        const updated = { ...pipeline, name: (fields.name as string).trim() };
        db.pipelines.set(updated.id, updated);
        return { status: 200, body: updated };
      },
    },
  },
];
