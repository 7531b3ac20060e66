import { describe, expect, it } from 'vitest';

import { QuestionResultLedger } from '@assessment-insights/statistics-engine';
import { createServedLedgers } from './served-ledgers.ts';
import { row, state } from './served-ledgers.test-support.ts';

describe('the ledgers the routes serve', () => {
  it('serve a copy per generation that a sync in progress does not change', async () => {
    const ledger = new QuestionResultLedger();
    ledger.upsertAll([row(1), row(2)]);
    let current = state(1, null);
    const served = createServedLedgers((workspace) =>
      Promise.resolve(workspace === 'w' ? { ledger, state: current } : undefined),
    );
    expect(await served('another')).toBeUndefined();
    // While the first read runs too (served-scope.ts says which scopes may be served then).
    expect((await served('w'))?.scope({ filter: {} }).source).toHaveLength(2);

    current = state(2, '2026-11-28T10:00:00.000Z');
    const first = await served('w');
    expect(first?.scope({ filter: { status: ['pending'] } }).source).toHaveLength(2);

    // A refresh grades a row and adds one in memory before it writes them (the same generation).
    ledger.upsertAll([row(1, 'evaluated'), row(3)]);
    const during = await served('w');
    expect(during?.scope({ filter: { status: ['pending'] } }).source).toHaveLength(2);
    expect(during?.scope({ filter: {} }).source).toHaveLength(2);

    // Written: the next generation is what is served.
    current = state(3, '2026-11-28T10:00:00.000Z');
    const after = await served('w');
    expect(after?.scope({ filter: { status: ['pending'] } }).source).toHaveLength(2);
    expect(after?.scope({ filter: { status: ['evaluated'] } }).source).toHaveLength(1);
    expect(after?.scope({ filter: {} }).source).toHaveLength(3);
  });
});
