import { answerKind } from './answer-kind';
import { normalizeCode } from './normalize-code';
import { normalizeText } from './normalize-text';
import { CODE_WINNOW, TEXT_WINNOW, winnow, type WinnowOptions } from './winnow';

/**
 * An answer's fingerprint, as the ledger keeps it (docs/statistics.md, similar answers): the
 * winnowed hashes of its normalised tokens, never its text. Only coding and free-text answers
 * have one; the payload is untrusted JSON, so any shape other than the assumed one gives none.
 */

/** Each hash is a 32-bit unsigned integer. */
export const BYTES_PER_HASH = 4;

/**
 * The most hashes kept of one answer: 256, 1 KB. Code selects ~0.4 hashes a token, so the cap
 * starts at ~640 tokens (~60–100 lines) and a typical answer is whole; a 500 KB payload still
 * costs 1 KB. Which ones: the smallest, a bottom-k sample (Broder 1997), consistent across
 * answers since a shared hash is kept by both wherever it falls below both caps. On a capped
 * answer Jaccard becomes an estimate with a standard error of at most √(0.25/256) ≈ 0.03
 * (similarity.ts's sampledJaccard).
 */
export const FINGERPRINT_CAP = 256;

/**
 * Characters read of one answer: 2 million, well past any honest answer (the demo's largest are a
 * few hundred thousand); beyond it the tail is ignored, so one hostile payload cannot stall the
 * worker (a million characters of code take ~0.1–0.3 s).
 */
export const MAX_ANSWER_CHARS = 2_000_000;

/**
 * The fingerprint of an answer payload (`answerKind` says which normalisation): coding
 * `{ language, code }`, free text `{ text }`. Null for other shapes and for answers with fewer
 * than k tokens (nothing to match).
 */
export function answerFingerprint(answer: unknown): Uint32Array | null {
  const kind = answerKind(answer);
  if (kind === null) return null;
  const fields = answer as Record<string, unknown>;
  if (kind === 'coding') {
    const { language } = fields;
    return codeFingerprint(fields.code as string, typeof language === 'string' ? language : '');
  }
  return textFingerprint(fields.text as string);
}

export function codeFingerprint(code: string, language = ''): Uint32Array | null {
  return capped(normalizeCode(code.slice(0, MAX_ANSWER_CHARS), language), CODE_WINNOW);
}

export function textFingerprint(text: string): Uint32Array | null {
  return capped(normalizeText(text.slice(0, MAX_ANSWER_CHARS)), TEXT_WINNOW);
}

/** What a fingerprint costs to keep, in bytes (the ledger adds its own per-row index). */
export function fingerprintBytes(fingerprint: Uint32Array | null): number {
  return (fingerprint?.length ?? 0) * BYTES_PER_HASH;
}

function capped(tokens: Parameters<typeof winnow>[0], options: WinnowOptions): Uint32Array | null {
  if (tokens.length < options.k) return null;
  const fingerprint = winnow(tokens, options);
  return fingerprint.length > FINGERPRINT_CAP ? fingerprint.slice(0, FINGERPRINT_CAP) : fingerprint;
}
