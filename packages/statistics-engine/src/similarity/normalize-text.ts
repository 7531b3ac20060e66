import { STOP_WORDS } from './stop-words';
import type { Token } from './winnow';

/**
 * Free text as a stream of content words (docs/statistics.md, similar answers): what a copied
 * answer keeps when its copier changes case, punctuation, spacing or the small words.
 * - a word is a run of letters, digits and combining marks; everything else separates words
 *   (so "trade-off" is two words, "customer's" is "customer" and a dropped "s");
 * - each word is NFKC-normalised (full-width letters, ligatures) and lower-cased with Unicode's
 *   locale-independent mapping, so the result does not depend on the machine's locale;
 * - stop words (stop-words.ts) and one-letter words are dropped.
 * Han, Hiragana and Katakana characters are words of their own, as those scripts put no spaces
 * between words.
 */

const WORD =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]|(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])[\p{L}\p{N}\p{M}])+/gu;
const LETTER = /\p{L}/u;
const SPACELESS = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

export function normalizeText(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const folded = word.normalize('NFKC').toLowerCase();
    if (STOP_WORDS.has(folded) || isOneLetter(folded)) continue;
    tokens.push({ text: folded, start: match.index, end: match.index + word.length });
  }
  return tokens;
}

function isOneLetter(word: string): boolean {
  return [...word].length === 1 && LETTER.test(word) && !SPACELESS.test(word);
}
