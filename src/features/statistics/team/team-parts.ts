/**
 * What the page loads only where a team server serves the app (decision 030), in one chunk behind
 * one dynamic import (`loadTeamParts`): a job's part that loads the server's rows (with the team
 * client), and the words of a job that waits for the server. Each dynamic import lists its
 * chunk's dependencies in the chunk that makes it, which every statistics page loads: one is
 * cheaper than two.
 */
export { teamJob } from './team-job';
export { ServerJobStatus } from '@/features/statistics/components/ServerJobStatus';
