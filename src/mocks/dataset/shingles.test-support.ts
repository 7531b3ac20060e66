/**
 * A rough stand-in for a similarity check's normalisation (MOSS style), for the dataset's tests:
 * code without comments or layout, names → `id`, numbers → `num`, strings → `str`, keywords and
 * operators kept; text lower-cased without punctuation or stop words. Then k-token shingles and
 * the Jaccard similarity of their sets.
 */

const words = (text: string) => new Set(text.split(' '));
const C_LIKE = words(
  'function const let of in class static int double public void new package import func var true false null ' +
    'return if else for while break continue',
);
// Reserved words only: a builtin (len, max) is a name, so renaming a variable never turns it into a keyword.
const KEYWORDS: Record<string, ReadonlySet<string>> = {
  python: words('def return if elif else for while in and or not break continue pass True False None import'),
  typescript: C_LIKE,
  java: C_LIKE,
  go: C_LIKE,
  sql: words(
    'select distinct from where join left inner on as group by order having limit with case when then else end ' +
      'over partition desc is not null and or in between cast count sum avg min max',
  ),
};

const COMMENT: Record<string, RegExp> = { python: /#.*$/gm, sql: /--.*$/gm };
const TOKEN =
  /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\d+(?:\.\d+)?(?:e-?\d+)?|[A-Za-z_]\w*|===|!==|==|!=|<=|>=|\+\+|--|\+=|-=|\*=|&&|\|\||:=|\/\/|\S/g;

export function codeTokens(code: string, language: string): string[] {
  const source = code.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(COMMENT[language] ?? /\/\/.*$/gm, ' ');
  const tokens: string[] = [];
  for (const [token] of source.matchAll(TOKEN)) {
    if (token.startsWith('"') || token.startsWith("'")) tokens.push('str');
    else if (/^\d/.test(token)) tokens.push('num');
    else if (/^[A-Za-z_]/.test(token)) {
      const word = language === 'sql' ? token.toLowerCase() : token;
      tokens.push(KEYWORDS[language]?.has(word) ? word : 'id');
    } else tokens.push(token);
  }
  return tokens;
}

const STOP_WORDS = new Set(
  [
    'the a an and or but if then so to of in on at for by with from as is are was were be been it its this that',
    'these those we you he she they my our your their would should could might will can must not no do does did',
    'have has had than too very just also into over under about after before during within without because',
    'while when what which who how all both each few more most other some such only own same here there out up',
    // German, Spanish, French
    'der die das den dem ein eine und ich wir ist zu mit wenn weil bevor',
    'el la los las de del y que yo si con sin para por es un una',
    'le les de du et je que si avec sans pour un une est il on',
  ]
    .join(' ')
    .split(' '),
);

export function textTokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !STOP_WORDS.has(word));
}

export function shingles(tokens: readonly string[], k: number): Set<string> {
  const out = new Set<string>();
  for (let i = 0; i + k <= tokens.length; i++) out.add(tokens.slice(i, i + k).join(' '));
  return out;
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Jaccard of every pair, for a mean and a maximum. */
export function pairwise(sets: ReadonlyArray<ReadonlySet<string>>): number[] {
  const out: number[] = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) out.push(jaccard(sets[i] as Set<string>, sets[j] as Set<string>));
  }
  return out;
}

export const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
