/**
 * The Assessment Reporting API's contract (docs/api-contract.md) and how its lists are read,
 * shared by the app, the fake API and the statistics engine: the paths, values and response
 * schemas, the list streaming that reads a list whole while it moves, and the result segments.
 * Schemas are built with this package's `z` (`@assessment-insights/contract/zod`).
 */
export * from './contract.ts';
export * from './list-stream.ts';
export * from './results-segments.ts';
export type { RateLimitBudget, RateLimitState, RateLimitView } from './rate-limit.ts';
export { untilAborted } from './until-aborted.ts';
export { groupBy } from './group-by.ts';
