import { normalizeCode } from './normalize-code';
import { normalizeText } from './normalize-text';
import type { Range, ShownAnswer } from './shown-answer';
import { jaccard } from './similarity';
import {
  CODE_WINNOW,
  kgramHashes,
  sharedRanges,
  sortedUnique,
  TEXT_WINNOW,
  selectPositions,
  type Selection,
  type Token,
} from './winnow';

/**
 * What two answers share, to mark side by side (docs/statistics.md §9): the source ranges of
 * each one's k-grams that the other also has. Every k-gram, not only the winnowed ones, so a
 * shared run is marked from its first token to its last; the similarity shown is the groups'
 * measure, Jaccard of the winnowed fingerprints, over the whole shown text (not capped).
 */

export interface SharedParts {
  left: Range[];
  right: Range[];
  /** Jaccard similarity of the two shown texts' fingerprints, uncapped; null when either has none. */
  similarity: number | null;
}

export function sharedParts(left: ShownAnswer, right: ShownAnswer): SharedParts {
  if (left.kind !== right.kind) return { left: [], right: [], similarity: null };
  const options = left.kind === 'coding' ? CODE_WINNOW : TEXT_WINNOW;
  const { k } = options;
  const read = ({ text, language }: ShownAnswer) => {
    const tokens: Token[] = left.kind === 'coding' ? normalizeCode(text, language) : normalizeText(text);
    const hashes = kgramHashes(tokens, k);
    const kgrams: Selection[] = Array.from(hashes, (hash, i) => ({
      hash,
      start: tokens[i]?.start ?? 0,
      end: tokens[i + k - 1]?.end ?? 0,
    }));
    const fingerprint = sortedUnique(Uint32Array.from(selectPositions(hashes, options.w), (i) => hashes[i] ?? 0));
    return { kgrams, all: sortedUnique(hashes), fingerprint };
  };
  const a = read(left);
  const b = read(right);
  const similarity =
    a.fingerprint.length === 0 || b.fingerprint.length === 0 ? null : jaccard(a.fingerprint, b.fingerprint);
  return { left: sharedRanges(a.kgrams, b.all), right: sharedRanges(b.kgrams, a.all), similarity };
}
