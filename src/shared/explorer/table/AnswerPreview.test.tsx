import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AnswerPreview } from './AnswerPreview';
import { answerPreview } from './answer-preview';

const HOSTILE = '<img src=x onerror=alert(1)>';

afterEach(() => vi.restoreAllMocks());

describe('answerPreview', () => {
  it('writes any JSON on one line: strings plain at the top, quoted inside', () => {
    expect(answerPreview('def solve(n):\n    return n')).toBe('def solve(n): return n');
    expect(answerPreview({ code: 'print(1)', language: 'ts' })).toBe('{code: "print(1)", language: "ts"}');
    expect(answerPreview({ choice: ['b', 'd'], 'time taken': 42, final: true, note: null })).toBe(
      '{choice: ["b", "d"], "time taken": 42, final: true, note: null}',
    );
    expect(answerPreview(72.5)).toBe('72.5');
    expect(answerPreview([])).toBe('[]');
    expect(answerPreview({})).toBe('{}');
    expect(answerPreview({ text: 'say "hi"' })).toBe('{text: "say \\"hi\\""}');
  });

  it('cuts at maxChars, ending with "…"', () => {
    const preview = answerPreview({ code: 'x'.repeat(200), language: 'ts' }, 40);
    expect(preview).toHaveLength(40);
    expect(preview).toMatch(/^\{code: "x+…$/);
    expect(answerPreview('a'.repeat(80))).toBe('a'.repeat(80));
    expect(answerPreview('a'.repeat(81))).toBe(`${'a'.repeat(79)}…`);
  });

  it('stays bounded on a 600 KB answer: reads only the start of strings, arrays and objects', () => {
    const stringify = vi.spyOn(JSON, 'stringify');
    const huge = { code: 'y'.repeat(600_000), tests: Array.from({ length: 50_000 }, (_, index) => ({ index })) };
    expect(answerPreview(huge)).toMatch(/^\{code: "y+…$/);
    // JSON.stringify only ever sees a short slice, never the value.
    for (const [argument] of stringify.mock.calls) expect(String(argument).length).toBeLessThanOrEqual(81);

    let reads = 0;
    const items = new Proxy(
      Array.from({ length: 100_000 }, (_, index) => index),
      {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      },
    );
    expect(answerPreview({ items })).toMatch(/^\{items: \[0, 1, 2, .*…$/);
    expect(reads).toBeLessThan(40);

    const deep = Array.from({ length: 5_000 }).reduce<unknown>((inner) => [inner], 'core');
    expect(answerPreview(deep)).toBe(`${'['.repeat(79)}…`);
  });
});

describe('AnswerPreview', () => {
  it('renders hostile text literally, never as markup', () => {
    const { container } = render(<AnswerPreview value={{ html: HOSTILE }} />);
    expect(screen.getByText(`{html: "${HOSTILE}"}`)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('says when there is no answer', () => {
    const { rerender } = render(<AnswerPreview value={null} />);
    expect(screen.getByText('No answer')).toBeInTheDocument();
    rerender(<AnswerPreview value="" />);
    expect(screen.getByText('Empty answer')).toBeInTheDocument();
  });
});
