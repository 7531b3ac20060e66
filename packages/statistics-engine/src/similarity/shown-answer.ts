import { answerKind, type FingerprintedKind } from './answer-kind';

/** An answer as two are shown side by side (shared-parts.ts marks them), without the normalisers. */

/** Characters shown of one answer side by side: the parts past it are neither drawn nor compared. */
export const SHOWN_ANSWER_CHARS = 50_000;

export interface ShownAnswer {
  kind: FingerprintedKind;
  /** The code or the text, cut at SHOWN_ANSWER_CHARS. */
  text: string;
  /** The answer's whole length, in characters. */
  length: number;
  /** A coding answer's language as the answer gives it ('' when it gives none). */
  language: string;
}

export interface Range {
  start: number;
  end: number;
}

/** The shown part of an answer payload, by its shape (fingerprint.ts's answerKind); null for other shapes. */
export function shownAnswer(answer: unknown): ShownAnswer | null {
  const kind = answerKind(answer);
  if (kind === null) return null;
  const fields = answer as Record<string, unknown>;
  const whole = String(kind === 'coding' ? fields.code : fields.text);
  const language = kind === 'coding' && typeof fields.language === 'string' ? fields.language : '';
  return { kind, text: whole.slice(0, SHOWN_ANSWER_CHARS), length: whole.length, language };
}
