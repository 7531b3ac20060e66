import { describe, expect, it } from 'vitest';

import { languageFamily } from './code-syntax';
import { normalizeCode } from './normalize-code';

const stream = (code: string, language = 'typescript') =>
  normalizeCode(code, language)
    .map((token) => token.text)
    .join(' ');

describe('normalizeCode', () => {
  it('reduces identifiers, numbers and strings to their kind and keeps keywords and operators', () => {
    expect(stream('const total = price * 1.5 + "tax";')).toBe('const id = id * num + str');
    expect(stream('if (a === b) { return x => x; }')).toBe('if ( id === id ) { return id => id }');
  });

  it('gives renamed, reformatted and re-commented code the same stream', () => {
    const original = `function sum(values: number[]): number {
  // Add them up.
  let total = 0;
  for (const value of values) total += value;
  return total;
}`;
    const disguised = `function add (xs : number [ ]) : number
{ /* running total */ let acc=0
  for(const x of xs)acc+=x   // each
  return acc }`;
    expect(stream(disguised)).toBe(stream(original));
    // A real change is not hidden: `-=` for `+=`.
    expect(stream(original.replace('+=', '-='))).not.toBe(stream(original));
  });

  it('drops the comments of each language, and only those', () => {
    expect(stream('x = 1 // one\n/* two\nlines */ y = 2')).toBe('id = num id = num');
    expect(stream('x = 1  # one\ny = 2', 'python')).toBe('id = num id = num');
    expect(stream('SELECT a -- why\nFROM t /* table */', 'sql')).toBe('select id from id');
    // `#` is a private field in TypeScript, `--` a decrement, `//` Python's floor division.
    expect(stream('this.#count--', 'typescript')).toBe('this . # id --');
    expect(stream('half = n // 2', 'python')).toBe('id = id // num');
    // An unknown language: every comment style but SQL's.
    expect(stream('x = 1 # a\ny = 2 // b\n/* c */', 'cobol')).toBe('id = num id = num');
  });

  it('reads string literals whole, whatever they hold', () => {
    expect(stream(`a = 'it\\'s // not a comment'; b = "say \\"hi\\""; c = \`multi\nline \${x}\``)).toBe(
      'id = str id = str id = str',
    );
    expect(stream("SELECT 'it''s' AS quote", 'sql')).toBe('select str as id');
    expect(stream('x = f"{a}" + r\'\\d+\' + b"raw"', 'python')).toBe('id = str + str + str');
    // An unclosed quote ends at the line's end, so it cannot swallow the rest of the answer.
    expect(stream('a = "oops\nb = 2')).toBe('id = str id = num');
  });

  it('drops a Python docstring, but not a string that is an argument', () => {
    const withDocstring = 'def f(x):\n    """Doubles x.\n    Really."""\n    return 2 * x\n';
    expect(stream(withDocstring, 'python')).toBe('def id ( id ) : return num * id');
    expect(stream('print(\n    "hello"\n)', 'python')).toBe('id ( str )');
  });

  it('reads each number literal as one token', () => {
    expect(stream('0x1F 1_000 3.14 .5 1e-9 2.5E+3 10n 7L 2.0f')).toBe('num num num num num num num num num');
    expect(stream('1..5')).toBe('num .. num');
    expect(stream('a.b.c')).toBe('id . id . id');
  });

  it('keeps multi-character operators whole, with or without spaces around them', () => {
    expect(stream('a+=1')).toBe(stream('a += 1'));
    expect(stream('a>>>=b')).toBe('id >>>= id');
    expect(stream('a ?. b ?? c')).toBe('id ?. id ?? id');
    // `<-` is not one: `x<-1` is Go for `x < -1`.
    expect(stream('x<-1', 'go')).toBe(stream('x < -1', 'go'));
  });

  it("uses each language's keywords, so a word reserved elsewhere is still a renamable name", () => {
    expect(stream('func(fn)', 'go')).toBe('func ( id )');
    expect(stream('func(fn)', 'typescript')).toBe('id ( id )');
    expect(stream('True and None', 'python')).toBe('True and None');
    expect(stream('select COUNT(*) From t', 'sql')).toBe('select count ( * ) from id');
    expect(languageFamily(' Python ')).toBe('python');
    expect(languageFamily('TSX')).toBe('c-like');
    expect(languageFamily('brainfuck')).toBe('unknown');
  });

  it('drops semicolons, which formatters add and remove', () => {
    expect(stream('a = 1; b = 2;')).toBe(stream('a = 1\nb = 2'));
  });

  it('gives each token its source range', () => {
    const code = 'let näive = "x" + 42; // c';
    const tokens = normalizeCode(code, 'typescript');
    expect(tokens.map(({ start, end }) => code.slice(start, end))).toEqual(['let', 'näive', '=', '"x"', '+', '42']);
  });

  it('tokenizes anything without throwing: markup, emoji, stray quotes, control characters', () => {
    const hostile = '<img src=x onerror="alert(1)"> 🙂 \u0000 \u00a0 \'unclosed `also /* never closed';
    const tokens = normalizeCode(hostile, 'typescript');
    expect(tokens.length).toBeGreaterThan(5);
    const emoji = hostile.indexOf('🙂');
    expect(tokens.find((token) => token.text === '🙂')).toEqual({ text: '🙂', start: emoji, end: emoji + 2 });
    for (const { start, end } of tokens) expect(end).toBeGreaterThan(start);
  });
});
