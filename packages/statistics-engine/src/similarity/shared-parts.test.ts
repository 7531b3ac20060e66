import { describe, expect, it } from 'vitest';

import { PROBLEMS } from './code-examples.test-support';
import { TEXT_TOPICS } from './text-examples.test-support';
import { sharedParts } from './shared-parts';
import { SHOWN_ANSWER_CHARS, shownAnswer, type Range } from './shown-answer';

const factorial = PROBLEMS[0];
const refunds = TEXT_TOPICS[0];
const marked = (text: string, ranges: readonly Range[]) => ranges.map(({ start, end }) => text.slice(start, end));
const markedShare = (text: string, ranges: readonly Range[]) =>
  ranges.reduce((sum, { start, end }) => sum + end - start, 0) / text.length;

describe('shownAnswer', () => {
  it('shows code with its language and text by their shape, cut at the shown length', () => {
    expect(shownAnswer({ language: 'go', code: 'x := 1' })).toEqual({
      kind: 'coding',
      text: 'x := 1',
      length: 6,
      language: 'go',
    });
    const long = 'word '.repeat(SHOWN_ANSWER_CHARS);
    expect(shownAnswer({ text: long })).toMatchObject({ kind: 'free_text', length: long.length });
    expect(shownAnswer({ text: long })?.text).toHaveLength(SHOWN_ANSWER_CHARS);
    expect(shownAnswer({ selected: ['A'] })).toBeNull();
  });
});

describe('sharedParts', () => {
  it('marks all of a disguised copy of a program and nearly all of its original', () => {
    const original = shownAnswer({ language: factorial?.language, code: factorial?.independent[0] });
    const copy = shownAnswer({ language: factorial?.language, code: factorial?.copies[1] });
    if (!original || !copy) throw new Error('Examples missing.');
    const parts = sharedParts(original, copy);
    expect(parts.similarity).toBe(1);
    // All but the comment line and the lines' indentation.
    expect(markedShare(original.text, parts.left)).toBeGreaterThan(0.6);
    expect(marked(original.text, parts.left).join('')).not.toContain('Multiply up from 2');
    // Every token is marked, in runs that stop at the comments the copier rewrote.
    const gaps = parts.right.slice(1).map((run, i) => copy.text.slice(parts.right[i]?.end, run.start));
    expect(gaps.map((gap) => gap.trim())).toEqual(['/* the running product */', '// done']);
    expect(parts.right[0]?.start).toBe(0);
    expect(parts.right[parts.right.length - 1]?.end).toBe(copy.text.length);
  });

  it('marks little more than the signature between two independent solutions, and marks only the shared sentence of texts', () => {
    const [a, b] = (factorial?.independent ?? []).map((code) => shownAnswer({ language: factorial?.language, code }));
    if (!a || !b) throw new Error('Examples missing.');
    // The signature alone (`function id(id: id): id {` and the like) is all they share.
    const independent = sharedParts(a, b);
    expect(independent.similarity).toBeLessThan(0.3);
    expect(markedShare(a.text, independent.left)).toBeLessThan(0.3);
    expect(markedShare(b.text, independent.right)).toBeLessThan(0.5);

    const original = shownAnswer({ text: refunds?.independent[0] });
    const longer = shownAnswer({ text: refunds?.edited[1] });
    if (!original || !longer) throw new Error('Examples missing.');
    const parts = sharedParts(original, longer);
    expect(marked(longer.text, parts.right).join(' ')).not.toContain('discount');
    expect(marked(original.text, parts.left).join(' ')).toContain('refund timeline');
    expect(parts.similarity).toBeGreaterThan(0.4);
  });

  it('compares nothing across kinds', () => {
    const code = shownAnswer({ language: 'python', code: 'def f(x):\n    return x + 1\n' });
    const text = shownAnswer({ text: 'def f x return x plus one' });
    if (!code || !text) throw new Error('Examples missing.');
    expect(sharedParts(code, text)).toEqual({ left: [], right: [], similarity: null });
  });
});
