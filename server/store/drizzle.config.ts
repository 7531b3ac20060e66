import { defineConfig } from 'drizzle-kit';

/**
 * drizzle-kit's view of the store, beside the schema (server/ is in the TypeScript project, the
 * repo root's loose files are not). From the repo root:
 * `npx drizzle-kit generate --config server/store/drizzle.config.ts` after a change to schema.ts.
 */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/store/schema.ts',
  out: './server/store/migrations',
});
