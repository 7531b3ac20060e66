import { afterAll, beforeAll, describe, expect } from 'vitest';

import { describeRecords } from './records-suite.test-support.ts';
import { describeScopes } from './scopes-suite.test-support.ts';
import type { StoreBackend, SuiteContext } from './store-fixtures.test-support.ts';
import { describeSyncState } from './sync-state-suite.test-support.ts';
import type { WorkspaceStore } from './workspace-store.ts';

/**
 * One suite for every database the store runs on: PGlite in memory, PGlite on disk reopened, a
 * Postgres server. Each test works in workspaces of its own, so they share one database.
 */

export function describeWorkspaceStore(name: string, backend: () => StoreBackend | Promise<StoreBackend>) {
  describe(name, () => {
    let opened: StoreBackend | undefined;
    let current: WorkspaceStore | undefined;
    beforeAll(async () => {
      opened = await backend();
      current = await opened.open();
    });
    afterAll(async () => {
      await current?.close();
      await opened?.cleanup?.();
    });
    const context: SuiteContext = {
      store: () => current ?? expect.unreachable('the store did not open'),
      async reopened() {
        if (opened?.persistent) {
          await current?.close();
          current = await opened.open();
        }
        return context.store();
      },
    };
    describeRecords(context);
    describeSyncState(context);
    describeScopes(context);
  });
}

/** The public schema's columns as the migrations left them. */
export const COLUMNS_SQL = `SELECT table_name AS "table", column_name AS "column", data_type AS "type"
  FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`;

export interface Column {
  table: string;
  column: string;
  type: string;
}

const TIME = 'timestamp with time zone';
const TABLES: Record<string, Array<[string, string]>> = {
  ledger_rows: [
    ['generation', 'bigint'],
    ['created_at', 'double precision'],
    ['evaluated_at', 'double precision'],
    ['score', 'double precision'],
    ['id', 'uuid'],
    ['question_id', 'uuid'],
    ['assessment_id', 'uuid'],
    ['candidate_id', 'uuid'],
    ['pipeline_id', 'uuid'],
    ['source', 'smallint'],
    ['status', 'smallint'],
    ['workspace', 'text'],
    ['fingerprint', 'bytea'],
  ],
  sync_runs: [
    ['id', 'integer'],
    ['workspace', 'text'],
    ['kind', 'text'],
    ['started_at', TIME],
    ['finished_at', TIME],
    ['outcome', 'text'],
    ['requests', 'bigint'],
    ['rows', 'bigint'],
    ['error', 'text'],
  ],
  sync_scopes: [
    ['workspace', 'text'],
    ['canonical', 'text'],
    ['scope', 'jsonb'],
    ['status', 'text'],
    ['as_of', TIME],
    ['generation', 'bigint'],
    ['may_miss_answers', 'boolean'],
    ['requests', 'bigint'],
    ['requested_at', TIME],
  ],
  sync_state: [
    ['workspace', 'text'],
    ['status', 'text'],
    ['as_of', TIME],
    ['computed_at', TIME],
    ['last_synced_at', TIME],
    ['generation', 'bigint'],
    ['rows', 'bigint'],
    ['requests', 'bigint'],
    ['may_miss_answers', 'boolean'],
    ['progress', 'jsonb'],
    ['error', 'jsonb'],
    ['checkpoint', 'bytea'],
    ['lease_owner', 'text'],
    ['lease_until', TIME],
  ],
};

/**
 * The tables are these columns and no more. Of them only these could hold free text, and none is
 * fed from an answer: ids, codes and numbers go to typed columns (a uuid column refuses text).
 */
export function expectNoAnswerColumns(columns: Column[]) {
  expect(columns).toEqual(
    Object.entries(TABLES).flatMap(([table, each]) => each.map(([column, type]) => ({ table, column, type }))),
  );
  const freeText = columns.filter((column) => ['text', 'jsonb', 'bytea', 'character varying'].includes(column.type));
  expect(freeText.map((column) => `${column.table}.${column.column}`)).toEqual([
    'ledger_rows.workspace', // whoami's company_id
    'ledger_rows.fingerprint', // hashes
    'sync_runs.workspace',
    'sync_runs.kind',
    'sync_runs.outcome',
    'sync_runs.error', // the sync's own error message
    'sync_scopes.workspace',
    'sync_scopes.canonical', // the scope's filter and ids
    'sync_scopes.scope', // the same, as the engine takes it
    'sync_scopes.status',
    'sync_state.workspace',
    'sync_state.status',
    'sync_state.progress', // counts
    'sync_state.error', // the API's error code and message
    'sync_state.checkpoint', // page ids
    'sync_state.lease_owner',
  ]);
  const forbidden = ['answer', 'text', 'detail', 'details', 'key', 'body'];
  expect(columns.filter((column) => column.column.split('_').some((word) => forbidden.includes(word)))).toEqual([]);
}
