import { OPERATORS, syntaxOf, type Syntax } from './code-syntax';
import type { Token } from './winnow';

/**
 * Code as a stream of normalised tokens (docs/statistics.md, similar answers): what a copied
 * solution keeps when its copier renames variables, reformats or rewrites the comments.
 * - comments and whitespace are dropped;
 * - identifiers become `id`, number literals `num`, string literals `str`;
 * - keywords (code-syntax.ts) and operators stay themselves;
 * - `;` is dropped: formatters add or remove it (JavaScript, Go) and it carries no structure a
 *   line break does not;
 * - in Python, a string alone on its lines (a docstring) is dropped like a comment.
 * Not a parser: anything unrecognised becomes a one-character operator, so any input tokenizes.
 */

export const ID = 'id';
export const NUM = 'num';
export const STR = 'str';

const IDENTIFIER = /[\p{L}\p{Nl}_$][\p{L}\p{N}\p{M}_$]*/uy;
const SPACE = /\s/u;
const DIGIT = /[0-9]/;
const NUMBER_PART = /[0-9A-Za-z_]/;
/** Python string prefixes: r'', b'', f'', u'' and their pairs. */
const PYTHON_PREFIX = /^(?:[rbfu]|br|rb|fr|rf)$/i;
/** The multi-character operators by their first character, longest first. */
const OPERATORS_BY_FIRST = new Map<string, string[]>();
for (const operator of OPERATORS) {
  const first = operator[0] ?? '';
  OPERATORS_BY_FIRST.set(first, [...(OPERATORS_BY_FIRST.get(first) ?? []), operator]);
}

export function normalizeCode(code: string, language = ''): Token[] {
  const syntax = syntaxOf(language);
  const tokens: Token[] = [];
  const n = code.length;
  let i = 0;
  // Brackets open: a Python string alone on its line is a docstring only outside them.
  let depth = 0;
  while (i < n) {
    const char = code[i] ?? '';
    const next = code[i + 1] ?? '';
    if (char <= ' ' || (char > '~' && SPACE.test(char))) {
      i++;
    } else if (syntax.slashComments && char === '/' && next === '/') {
      i = lineEnd(code, i);
    } else if (syntax.blockComments && char === '/' && next === '*') {
      const close = code.indexOf('*/', i + 2);
      i = close < 0 ? n : close + 2;
    } else if ((syntax.hashComments && char === '#') || (syntax.dashComments && char === '-' && next === '-')) {
      i = lineEnd(code, i);
    } else if (char === '"' || char === "'" || char === '`') {
      const end = stringEnd(code, i, syntax);
      pushString(tokens, code, i, end, syntax, depth);
      i = end;
    } else if (DIGIT.test(char) || (char === '.' && DIGIT.test(next))) {
      const end = numberEnd(code, i);
      tokens.push({ text: NUM, start: i, end });
      i = end;
    } else if (startsIdentifier(code, i)) {
      const end = IDENTIFIER.lastIndex;
      const word = code.slice(i, end);
      const quote = code[end];
      if (syntax.pythonStrings && (quote === '"' || quote === "'") && PYTHON_PREFIX.test(word)) {
        const stringEndAt = stringEnd(code, end, syntax);
        pushString(tokens, code, i, stringEndAt, syntax, depth);
        i = stringEndAt;
        continue;
      }
      const keyword = syntax.caseInsensitive ? word.toLowerCase() : word;
      tokens.push({ text: syntax.keywords.has(keyword) ? keyword : ID, start: i, end });
      i = end;
    } else {
      const operator = OPERATORS_BY_FIRST.get(char)?.find((candidate) => code.startsWith(candidate, i));
      // One code point, so an emoji or other astral character stays whole.
      const end = i + (operator?.length ?? String.fromCodePoint(code.codePointAt(i) ?? 0).length);
      if (operator !== undefined || char !== ';') tokens.push({ text: code.slice(i, end), start: i, end });
      if (operator === undefined && '([{'.includes(char)) depth++;
      else if (operator === undefined && ')]}'.includes(char)) depth = Math.max(0, depth - 1);
      i = end;
    }
  }
  return tokens;
}

/** A Python string alone on its lines, outside brackets, is a docstring or a disabled block: a comment, so dropped. */
function pushString(tokens: Token[], code: string, start: number, end: number, syntax: Syntax, depth: number): void {
  if (syntax.pythonStrings && depth === 0 && aloneOnLine(code, start, end)) return;
  tokens.push({ text: STR, start, end });
}

function aloneOnLine(code: string, start: number, end: number): boolean {
  const before = code.slice(code.lastIndexOf('\n', start - 1) + 1, start);
  const after = code.slice(end, lineEnd(code, end));
  return before.trim() === '' && /^\s*(?:#.*)?$/.test(after);
}

function startsIdentifier(code: string, at: number): boolean {
  IDENTIFIER.lastIndex = at;
  return IDENTIFIER.test(code);
}

function lineEnd(code: string, from: number): number {
  const newline = code.indexOf('\n', from);
  return newline < 0 ? code.length : newline;
}

/**
 * The end (exclusive) of the string literal opening at `start`. ' and " strings stop at the end of
 * the line when unclosed, so one stray quote cannot swallow the rest of the answer; backtick
 * strings (template literals, Go raw strings) and Python's triple-quoted ones span lines.
 */
function stringEnd(code: string, start: number, syntax: Syntax): number {
  const quote = code[start] ?? '';
  if (syntax.pythonStrings && code.startsWith(quote.repeat(3), start)) {
    const closing = quote.repeat(3);
    for (let i = start + 3; i < code.length; i++) {
      if (code[i] === '\\') i++;
      else if (code.startsWith(closing, i)) return i + 3;
    }
    return code.length;
  }
  const multiline = quote === '`';
  const escapes = !syntax.doubledQuotes;
  for (let i = start + 1; i < code.length; i++) {
    const char = code[i];
    if (escapes && char === '\\') i++;
    else if (char === '\n' && !multiline) return i;
    else if (char === quote) {
      if (syntax.doubledQuotes && code[i + 1] === quote) i++;
      else return i + 1;
    }
  }
  return code.length;
}

/** 42, 0x1F, 1_000, 3.14, .5, 1e-9, 10n, 2.5f: digits, letters and underscores, one point, a signed exponent. */
function numberEnd(code: string, start: number): number {
  const hex = code[start] === '0' && (code[start + 1] === 'x' || code[start + 1] === 'X');
  let point = false;
  let i = start;
  while (i < code.length) {
    const char = code[i] ?? '';
    if (NUMBER_PART.test(char)) i++;
    else if (char === '.' && !point && !hex && DIGIT.test(code[i + 1] ?? '')) {
      point = true;
      i++;
    } else if (
      (char === '+' || char === '-') &&
      !hex &&
      /[eE]/.test(code[i - 1] ?? '') &&
      DIGIT.test(code[i + 1] ?? '')
    )
      i++;
    else break;
  }
  return i;
}
