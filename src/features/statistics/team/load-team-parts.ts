import type * as TeamParts from './team-parts';

/**
 * The team server's parts of the page (team-parts.ts) once loaded. A job shows a team server's
 * states only after its part loaded them, so they render at once, without a lazy component's
 * suspense.
 */
export let loadedTeamParts: typeof TeamParts | null = null;

export const loadTeamParts = () => import('./team-parts').then((parts) => (loadedTeamParts = parts));
