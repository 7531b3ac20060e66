import type { Whoami } from '@assessment-insights/contract';
import type { Route } from '@/mocks/router';

export const whoamiRoutes: Route[] = [
  {
    path: '/whoami',
    methods: { GET: ({ db }) => ({ status: 200, body: { company_id: db.companyId } satisfies Whoami }) },
  },
];
