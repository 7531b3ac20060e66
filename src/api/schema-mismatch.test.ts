import { describe, expect, it } from 'vitest';

import { describeSchemaMismatch } from '@/api/schema-mismatch';
import { z } from '@assessment-insights/contract/zod';

const row = z.object({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
  score: z.nullable(z.number().check(z.minimum(0), z.maximum(100))),
  status: z.enum(['pending', 'evaluated']),
  tags: z.array(z.string()).check(z.minLength(1)),
});

const messagesFor = (input: unknown) => {
  const parsed = row.safeParse(input);
  if (parsed.success) throw new Error('expected a mismatch');
  return describeSchemaMismatch('GET', '/question-results', parsed.error);
};

describe('the messages of a mismatched answer', () => {
  it('names the field, what was expected and what came', () => {
    expect(messagesFor({ id: 7, score: '80', status: 'pending', tags: ['a'] })).toBe(
      "The API's response to GET /question-results does not have the expected shape — id: expected string, received number; score: expected number, received string.",
    );
  });

  it('says the allowed values, the bounds and the format', () => {
    const message = messagesFor({ id: 'not-a-uuid', score: 101, status: 'graded', tags: [] });
    expect(message).toContain('id: expected a match of /^[0-9a-f-]{36}$/');
    expect(message).toContain('score: expected number of at most 100');
    expect(message).toContain('status: expected "pending" or "evaluated"');
    expect(message).toContain('(and 1 more)');
    expect(messagesFor({ id: 'x'.repeat(36), score: null, status: 'pending', tags: [] })).toContain(
      'tags: expected array of at least 1 items',
    );
    expect(messagesFor(null)).toContain('(the whole body): expected object, received null');
  });
});
