/**
 * Which answers are compared, apart from the normalisers (fingerprint.ts), so the page can tell
 * without loading them.
 */

/** The answers fingerprinted: coding and free text (multiple choice is expected to repeat). */
export type FingerprintedKind = 'coding' | 'free_text';

/**
 * Which kind an answer payload is, by its shape (docs/api-contract.md, answers): a string `code`
 * is a coding answer, a string `text` a free-text one. The reader sees rows, not questions, so the
 * shape decides; the figures then use only the questions whose catalog type is one of these, so a
 * multiple-choice answer that happened to carry a `text` would be fingerprinted but never grouped.
 * Null for any other shape: multiple choice (`selected`), video (`transcript`), anything unknown.
 */
export function answerKind(answer: unknown): FingerprintedKind | null {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return null;
  const fields = answer as Record<string, unknown>;
  if (typeof fields.code === 'string') return 'coding';
  if (typeof fields.text === 'string') return 'free_text';
  return null;
}

/**
 * The kind a question's answers are compared as, from the catalog's type: coding and free text.
 * Null for the others: multiple choice repeats by design, video is not read.
 */
export function comparedKind(questionType: string | undefined): FingerprintedKind | null {
  return questionType === 'coding' || questionType === 'free_text' ? questionType : null;
}
