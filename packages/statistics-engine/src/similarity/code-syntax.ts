/**
 * What the code tokenizer needs to know of a language: its comments, its strings and its
 * keywords. Languages come in families sharing these; an unknown language gets the union of the
 * common ones (docs/statistics.md, similar answers).
 */

export type LanguageFamily = 'c-like' | 'python' | 'sql' | 'unknown';

export interface Syntax {
  family: LanguageFamily;
  /** `//` line comments. */
  slashComments: boolean;
  /** `/* … *\/` block comments. */
  blockComments: boolean;
  /** `#` line comments. */
  hashComments: boolean;
  /** `--` line comments (SQL; elsewhere `--` is the decrement). */
  dashComments: boolean;
  /** Python's '''…''' and """…""" and its string prefixes (r'', f"", b''). */
  pythonStrings: boolean;
  /** SQL escapes a quote by doubling it, not with a backslash. */
  doubledQuotes: boolean;
  /** SQL keywords are matched whatever their case. */
  caseInsensitive: boolean;
  keywords: ReadonlySet<string>;
}

const FAMILIES: Record<string, LanguageFamily> = {
  ...Object.fromEntries(
    [
      ...['typescript', 'ts', 'tsx', 'javascript', 'js', 'jsx', 'java', 'go', 'golang', 'c', 'cpp', 'c++'],
      ...['csharp', 'c#', 'cs', 'kotlin', 'kt', 'swift', 'rust', 'rs', 'scala', 'dart', 'php', 'objective-c'],
    ].map((name) => [name, 'c-like' as const]),
  ),
  ...Object.fromEntries(['python', 'python3', 'py'].map((name) => [name, 'python' as const])),
  ...Object.fromEntries(
    ['sql', 'mysql', 'postgresql', 'postgres', 'sqlite', 'tsql', 'plsql'].map((name) => [name, 'sql' as const]),
  ),
};

// Reserved words only: a built-in that is also a common variable name (map, type, string, count in
// Python) would make renaming that variable change the token stream. So the C-like languages share
// the words reserved in nearly all of them, and each adds its own, which it cannot use as names.
const C_LIKE_KEYWORDS = [
  ...['abstract', 'boolean', 'break', 'byte', 'case', 'catch', 'char', 'class', 'const', 'continue', 'default'],
  ...['do', 'double', 'else', 'enum', 'extends', 'false', 'final', 'finally', 'float', 'for', 'if', 'implements'],
  ...['import', 'int', 'interface', 'long', 'new', 'null', 'package', 'private', 'protected', 'public', 'return'],
  ...['short', 'static', 'super', 'switch', 'this', 'throw', 'true', 'try', 'void', 'while'],
];

const C_LIKE_EXTRAS: Record<string, readonly string[]> = {
  typescript: [
    ...['as', 'async', 'await', 'declare', 'delete', 'export', 'function', 'in', 'instanceof', 'let', 'of'],
    ...['readonly', 'typeof', 'undefined', 'var', 'yield'],
  ],
  java: ['assert', 'instanceof', 'synchronized', 'throws', 'var', 'volatile'],
  go: [
    ...['chan', 'defer', 'fallthrough', 'func', 'go', 'goto', 'map', 'nil', 'range', 'select', 'struct', 'type'],
    'var',
  ],
  c: ['goto', 'signed', 'sizeof', 'struct', 'typedef', 'unsigned', 'volatile'],
  rust: ['fn', 'impl', 'let', 'loop', 'match', 'mut', 'pub', 'trait', 'use'],
  kotlin: ['fun', 'val', 'var', 'when'],
};

const PYTHON_KEYWORDS = [
  ...['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue', 'def'],
  ...['del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import', 'in', 'is', 'lambda'],
  ...['nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while', 'with', 'yield'],
];

// Lower case; aggregates too, since a query cannot rename them and they carry its meaning.
const SQL_KEYWORDS = [
  ...['add', 'all', 'alter', 'and', 'as', 'asc', 'avg', 'between', 'by', 'case', 'cast', 'coalesce', 'count'],
  ...['create', 'cross', 'delete', 'desc', 'distinct', 'drop', 'else', 'end', 'except', 'exists', 'false'],
  ...['foreign', 'from', 'full', 'group', 'having', 'in', 'index', 'inner', 'insert', 'intersect', 'into', 'is'],
  ...['join', 'key', 'left', 'like', 'limit', 'max', 'min', 'not', 'null', 'offset', 'on', 'or', 'order', 'outer'],
  ...['over', 'partition', 'primary', 'references', 'right', 'select', 'set', 'sum', 'table', 'then', 'true'],
  ...['union', 'update', 'using', 'values', 'view', 'when', 'where', 'with'],
];

const SYNTAX: Record<LanguageFamily, Syntax> = {
  'c-like': {
    family: 'c-like',
    slashComments: true,
    blockComments: true,
    hashComments: false,
    dashComments: false,
    pythonStrings: false,
    doubledQuotes: false,
    caseInsensitive: false,
    keywords: new Set(C_LIKE_KEYWORDS),
  },
  python: {
    family: 'python',
    slashComments: false,
    blockComments: false,
    hashComments: true,
    dashComments: false,
    pythonStrings: true,
    doubledQuotes: false,
    caseInsensitive: false,
    keywords: new Set(PYTHON_KEYWORDS),
  },
  sql: {
    family: 'sql',
    slashComments: false,
    blockComments: true,
    hashComments: false,
    dashComments: true,
    pythonStrings: false,
    doubledQuotes: true,
    caseInsensitive: true,
    keywords: new Set(SQL_KEYWORDS),
  },
  unknown: {
    family: 'unknown',
    slashComments: true,
    blockComments: true,
    hashComments: true,
    dashComments: false,
    pythonStrings: true,
    doubledQuotes: false,
    caseInsensitive: false,
    keywords: new Set([...C_LIKE_KEYWORDS, ...Object.values(C_LIKE_EXTRAS).flat(), ...PYTHON_KEYWORDS]),
  },
};

/** Other spellings of the languages that have a list of their own. */
const ALIASES: Record<string, string> = {
  ...{ ts: 'typescript', tsx: 'typescript', javascript: 'typescript', js: 'typescript', jsx: 'typescript' },
  ...{ golang: 'go', cpp: 'c', 'c++': 'c', rs: 'rust', kt: 'kotlin' },
};

/** The family of an answer's `language` as the API spells it (any case, surrounding spaces ignored). */
export function languageFamily(language: string): LanguageFamily {
  return FAMILIES[language.trim().toLowerCase()] ?? 'unknown';
}

const byLanguage = new Map<string, Syntax>();

export function syntaxOf(language: string): Syntax {
  const name = language.trim().toLowerCase();
  const family = languageFamily(name);
  if (family !== 'c-like') return SYNTAX[family];
  const canonical = ALIASES[name] ?? name;
  let syntax = byLanguage.get(canonical);
  if (!syntax) {
    // A C-like language without a list of its own (C#, Swift, …) gets every list's words.
    const extras = C_LIKE_EXTRAS[canonical] ?? Object.values(C_LIKE_EXTRAS).flat();
    syntax = { ...SYNTAX['c-like'], keywords: new Set([...C_LIKE_KEYWORDS, ...extras]) };
    byLanguage.set(canonical, syntax);
  }
  return syntax;
}

/**
 * Operators of more than one character, longest first so the scan takes the longest. Only those
 * that cannot be split by a space and stay valid: `<-` is left out, as `x<-1` and `x < -1` are the
 * same Go comparison. `//` reaches this list only where it is not a comment (Python's floor division).
 */
export const OPERATORS = [
  ...['>>>=', '<<=', '>>=', '>>>', '===', '!==', '**=', '//=', '...', '<=>', '??=', '||=', '&&='],
  ...['==', '!=', '<=', '>=', '&&', '||', '++', '--', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^='],
  ...['<<', '>>', '=>', '->', '::', ':=', '**', '??', '?.', '//', '<>', '..'],
];
