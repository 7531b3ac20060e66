import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { numberedRows } from '../../testing/fixtures';
import { QuestionResultLedger } from '../../ledger/ledger';
import { combinedTallies, tallies } from './grading-tallies';

const answers = fc.array(
  fc.record({
    status: fc.constantFrom('evaluated', 'evaluated', 'pending', 'unable_to_grade', 'disputed'),
    month: fc.integer({ min: 0, max: 30 }),
    minutes: fc.integer({ min: 0, max: 3000 }),
    delay: fc.integer({ min: -5, max: 900 }),
    part: fc.integer({ min: 0, max: 4 }),
  }),
  { maxLength: 80 },
);

describe('combinedTallies', () => {
  it('is the tallies of all the parts’ rows, in the parts’ order', () => {
    fc.assert(
      fc.property(answers, (list) => {
        const ledger = new QuestionResultLedger();
        ledger.upsertAll(
          numberedRows(
            list.map(({ status, month, minutes, delay }) => {
              const created = Date.UTC(2025, month, 1) + minutes * 60_000;
              return {
                status,
                score: status === 'evaluated' ? 50 : null,
                created_at: new Date(created).toISOString(),
                evaluated_at: status === 'pending' ? null : new Date(created + delay * 60_000).toISOString(),
              };
            }),
          ),
        );
        const parts = [0, 1, 2, 3, 4].map((part) => list.flatMap((answer, row) => (answer.part === part ? [row] : [])));
        expect(combinedTallies(parts.map((rows) => tallies(ledger, rows)))).toStrictEqual(
          tallies(ledger, parts.flat()),
        );
      }),
    );
  });
});
