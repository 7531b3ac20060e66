import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { StatisticsScope } from '@assessment-insights/statistics-engine';
import { workspace, type SuiteContext } from './store-fixtures.test-support.ts';

/** The shared suite's scopes read ahead of a workspace's first read (store-suite.test-support.ts). */

const assessmentScope = (): StatisticsScope => ({
  filter: { source: 'pipeline', status: ['evaluated', 'pending'] },
  assessment: { assessmentId: randomUUID(), questionIds: [randomUUID(), randomUUID()] },
});

export function describeScopes({ store, reopened }: SuiteContext) {
  describe('scopes read first', () => {
    it('are queued in the order asked, read, asked again by a Refresh, and kept across a restart', async () => {
      const w = workspace();
      const [first, second] = [assessmentScope(), { filter: { pipeline_id: randomUUID() } }];
      expect(await store().requestScope(w, 'first', first, false)).toEqual({
        workspace: w,
        key: 'first',
        scope: first,
        status: 'requested',
        asOf: null,
        generation: 0,
        mayMissAnswers: false,
        requests: 0,
      });
      await store().requestScope(w, 'second', second, false);
      // Asked again by a page opening it: nothing changes, it keeps its place.
      await store().requestScope(w, 'first', first, false);
      expect((await store().pendingScopes(w)).map((scope) => scope.key)).toEqual(['first', 'second']);

      await store().scopeRead(w, 'first', {
        asOf: '2026-11-28T10:00:00+01:00',
        generation: 7,
        mayMissAnswers: true,
        requests: 12,
      });
      expect(await store().pendingScopes(w)).toMatchObject([{ key: 'second', scope: second }]);
      const read = {
        status: 'ready',
        asOf: '2026-11-28T09:00:00.000Z',
        generation: 7,
        mayMissAnswers: true,
        requests: 12,
      };
      expect(await store().getScope(w, 'first')).toMatchObject(read);
      // Opened again: it stays read; a Refresh asks for it again, keeping its "as of" until then.
      expect(await store().requestScope(w, 'first', first, false)).toMatchObject(read);
      expect(await store().requestScope(w, 'first', first, true)).toMatchObject({ ...read, status: 'requested' });

      const after = await reopened();
      expect((await after.pendingScopes(w)).map((scope) => scope.key)).toEqual(['second', 'first']);
      expect(await after.getScope(w, 'first')).toMatchObject({ scope: first, asOf: read.asOf });
    });

    it('are asked again from scratch, or cleared, per workspace', async () => {
      const [w, other] = [workspace(), workspace()];
      await store().requestScope(w, 'a', assessmentScope(), false);
      await store().requestScope(other, 'a', assessmentScope(), false);
      await store().scopeRead(w, 'a', {
        asOf: '2026-11-28T09:00:00.000Z',
        generation: 3,
        mayMissAnswers: true,
        requests: 12,
      });
      await store().scopeRead(other, 'a', {
        asOf: '2026-11-28T09:00:00.000Z',
        generation: 3,
        mayMissAnswers: true,
        requests: 12,
      });
      await store().resetScopes(w);
      const fresh = { status: 'requested', asOf: null, generation: 0, mayMissAnswers: false };
      expect(await store().getScope(w, 'a')).toMatchObject(fresh);
      expect(await store().getScope(other, 'a')).toMatchObject({ status: 'ready', generation: 3 });
      await store().clearScopes(w);
      expect(await store().getScope(w, 'a')).toBeUndefined();
      expect(await store().pendingScopes(w)).toEqual([]);
      expect(await store().getScope(other, 'a')).toMatchObject({ status: 'ready', generation: 3 });
    });
  });
}
