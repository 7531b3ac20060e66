import { describe, expect, it } from 'vitest';

import { mulberry32 } from '../math/change-point-simulation';

import { PROBLEMS } from './code-examples.test-support';
import { TEXT_TOPICS } from './text-examples.test-support';
import {
  BYTES_PER_HASH,
  FINGERPRINT_CAP,
  answerFingerprint,
  codeFingerprint,
  fingerprintBytes,
  textFingerprint,
} from './fingerprint';
import { answerKind } from './answer-kind';
import { normalizeCode } from './normalize-code';
import { CODE_WINNOW, winnow } from './winnow';

const factorial = PROBLEMS[0]?.independent[0] ?? '';

describe('answerFingerprint', () => {
  it('fingerprints coding and free-text answers by their shape', () => {
    expect(answerKind({ language: 'python', code: '' })).toBe('coding');
    expect(answerKind({ text: '' })).toBe('free_text');
    const coding = answerFingerprint({ language: 'typescript', code: factorial, runs: 3 });
    expect(coding).toEqual(codeFingerprint(factorial, 'typescript'));
    expect(coding?.length).toBeGreaterThan(5);
    const text = 'I would apologise, explain the refund timeline and follow up in writing.';
    expect(answerFingerprint({ text, word_count: 12 })).toEqual(textFingerprint(text));
  });

  it('has none for multiple choice, video and shapes that are neither', () => {
    expect(answerFingerprint({ selected: ['A'], time_spent_seconds: 30 })).toBeNull();
    expect(answerFingerprint({ video_url: 'https://x', transcript: 'a b c d e f g h' })).toBeNull();
    for (const shape of [null, undefined, 'code', 42, [factorial], { code: 42 }, { source: factorial }]) {
      expect(answerKind(shape)).toBeNull();
      expect(answerFingerprint(shape)).toBeNull();
    }
    expect(answerFingerprint({ text: ['not', 'a', 'string'] })).toBeNull();
  });

  it('reads code whose language is missing or odd with every comment style', () => {
    expect(answerFingerprint({ code: factorial })).toEqual(codeFingerprint(factorial, ''));
    expect(answerFingerprint({ code: factorial, language: 7 })).toEqual(codeFingerprint(factorial, ''));
  });

  it('has none for an answer shorter than k tokens', () => {
    expect(answerFingerprint({ language: 'python', code: 'x = 1' })).toBeNull(); // 3 tokens < 5
    expect(answerFingerprint({ language: 'python', code: '# only a comment' })).toBeNull();
    expect(answerFingerprint({ text: 'I agree with the above.' })).toBeNull(); // 2 words < 3
    expect(answerFingerprint({ text: 'Refunds need clear timelines.' })).toHaveLength(1);
  });
});

/** Statements of random shape, so distinct 5-grams, so hashes, by the thousand. */
function randomProgram(lines: number, seed: number): string {
  const random = mulberry32(seed);
  const pick = (options: string) => options[Math.floor(random() * options.length)] ?? '+';
  return Array.from({ length: lines }, () => {
    const terms = Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick('xy1(')).map((term) =>
      term === '(' ? 'f(x)' : term,
    );
    return `x = ${terms.map((term, i) => (i === 0 ? term : `${pick('+-*/%&|^')} ${term}`)).join(' ')}`;
  }).join('\n');
}

describe('the cap', () => {
  it(`keeps the ${FINGERPRINT_CAP} smallest hashes of a long answer: a consistent sample`, () => {
    const long = randomProgram(2000, 11);
    const full = winnow(normalizeCode(long, 'python'), CODE_WINNOW);
    expect(full.length).toBeGreaterThan(FINGERPRINT_CAP);
    const capped = codeFingerprint(long, 'python');
    expect(capped).toEqual(full.slice(0, FINGERPRINT_CAP));
    expect(fingerprintBytes(capped)).toBe(FINGERPRINT_CAP * BYTES_PER_HASH);
    expect(fingerprintBytes(null)).toBe(0);
  });

  it('keeps a 500 KB answer to 1 KB, quickly', () => {
    const code = randomProgram(32_000, 12);
    expect(code.length).toBeGreaterThan(500_000);
    const started = performance.now();
    const fingerprint = answerFingerprint({ language: 'python', code, runs: 1 });
    // Measured 60–175 ms (about 250,000 tokens); the bound only catches a blow-up (a quadratic scan, a catastrophic regex).
    expect(performance.now() - started).toBeLessThan(2000);
    expect(fingerprintBytes(fingerprint)).toBe(1024);
  });
});

describe('fingerprints of the hand-made examples', () => {
  it('are identical for disguised copies, and stay under 150 hashes', () => {
    for (const { independent, copies, language } of PROBLEMS) {
      const original = codeFingerprint(independent[0] ?? '', language);
      expect(original?.length).toBeLessThan(150);
      for (const copy of copies) expect(codeFingerprint(copy, language)).toEqual(original);
    }
    for (const { independent, copies } of TEXT_TOPICS) {
      const original = textFingerprint(independent[0] ?? '');
      for (const copy of copies) expect(textFingerprint(copy)).toEqual(original);
    }
  });
});
