import { normalizeCode } from './normalize-code';
import { normalizeText } from './normalize-text';
import type { Range, ShownAnswer } from './shown-answer';
import { jaccard } from './similarity';
import { CODE_WINNOW, kgramHashes, selectPositions, sortedUnique, TEXT_WINNOW, type Token } from './winnow';

/**
 * What two answers share, to mark side by side (docs/statistics.md §9): the tokens of each one's
 * k-grams that the other also has, every k-gram, not only the winnowed ones. Neighbouring marked
 * tokens are marked as one run across spaces; in code, not across a comment (what a copier
 * rewrote stays unmarked), in text across the small words and punctuation normalisation drops.
 * The similarity shown is the groups' measure, Jaccard of the winnowed fingerprints, over the
 * whole shown text (not capped).
 */

export interface SharedParts {
  left: Range[];
  right: Range[];
  /** Jaccard similarity of the two shown texts' fingerprints, uncapped; null when either has none. */
  similarity: number | null;
}

export function sharedParts(left: ShownAnswer, right: ShownAnswer): SharedParts {
  if (left.kind !== right.kind) return { left: [], right: [], similarity: null };
  const code = left.kind === 'coding';
  const options = code ? CODE_WINNOW : TEXT_WINNOW;
  const read = ({ text, language }: ShownAnswer) => {
    const tokens: Token[] = code ? normalizeCode(text, language) : normalizeText(text);
    const hashes = kgramHashes(tokens, options.k);
    const fingerprint = sortedUnique(Uint32Array.from(selectPositions(hashes, options.w), (i) => hashes[i] ?? 0));
    return { text, tokens, hashes, fingerprint };
  };
  const a = read(left);
  const b = read(right);
  const similarity =
    a.fingerprint.length === 0 || b.fingerprint.length === 0 ? null : jaccard(a.fingerprint, b.fingerprint);
  const marks = (side: typeof a, other: typeof a) =>
    markedRanges(side.text, side.tokens, side.hashes, new Set(other.hashes), options.k, code ? CODE_GAP : null);
  return { left: marks(a, b), right: marks(b, a), similarity };
}

/** What may lie between two marked tokens of code in one run: spaces and the `;` normalisation drops, not a comment. */
const CODE_GAP = /^[\s;]*$/;

function markedRanges(
  text: string,
  tokens: readonly Token[],
  hashes: Uint32Array,
  other: ReadonlySet<number>,
  k: number,
  gap: RegExp | null,
): Range[] {
  const marked = new Uint8Array(tokens.length);
  hashes.forEach((hash, i) => {
    if (other.has(hash)) marked.fill(1, i, i + k);
  });
  const ranges: Range[] = [];
  let previous = -2;
  tokens.forEach((token, t) => {
    if (!marked[t]) return;
    const last = ranges[ranges.length - 1];
    if (last && previous === t - 1 && (gap === null || gap.test(text.slice(last.end, token.start))))
      last.end = token.end;
    else ranges.push({ start: token.start, end: token.end });
    previous = t;
  });
  return ranges;
}
