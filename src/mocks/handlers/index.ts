import type { Route } from '@/mocks/router';
import { assessmentResultRoutes } from './assessment-results';
import { assessmentRoutes } from './assessments';
import { candidateRoutes } from './candidates';
import { pipelineRoutes } from './pipelines';
import { questionResultRoutes } from './question-results';
import { questionRoutes } from './questions';
import { whoamiRoutes } from './whoami';

/** Every path of the contract (docs/api-contract.md §6), relative to /api/public/v1. */
export const routes: Route[] = [
  ...whoamiRoutes,
  ...questionResultRoutes,
  ...assessmentResultRoutes,
  ...assessmentRoutes,
  ...questionRoutes,
  ...pipelineRoutes,
  ...candidateRoutes,
];
