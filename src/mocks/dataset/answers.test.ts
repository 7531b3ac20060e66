import { describe, expect, it } from 'vitest';
import { HOSTILE_TEXTS, freeTextShape, makeAnswer, questionResultToWire } from './answers';
import { createRandom } from './random';
import { codeTokens, mean, pairwise, shingles, textTokens } from './shingles.test-support';
import type { AnswerPayloadSpec, QuestionResult, QuestionType } from './types';
import { LANGUAGES } from './vocabulary';

interface Code {
  language: string;
  code: string;
  runs: number;
}
interface Text {
  text: string;
  word_count: number;
}

const answer = (type: QuestionType, seed: number, flags = { hostile: false, large: false }) =>
  makeAnswer(createRandom(seed), { type, ...flags });
const coding = (seed: number) => answer('coding', seed) as Code;
const freeText = (seed: number) => answer('free_text', seed) as Text;
const codeShingles = ({ code, language }: Code) => shingles(codeTokens(code, language), 5);
const textShingles = (text: string) => shingles(textTokens(text), 3);

/** A stored row around a payload, as the fake serves it. */
const rowWith = (payload: AnswerPayloadSpec): QuestionResult => ({
  id: 'row',
  source: 'standalone',
  candidate_id: 'candidate',
  question_id: 'question',
  assessment_id: 'assessment',
  pipeline_id: null,
  score: 60,
  evaluated_at: '2026-05-02T10:00:00.000Z',
  created_at: '2026-05-01T10:00:00.000Z',
  status: 'evaluated',
  payload,
});

describe('coding answers', () => {
  const answers = Array.from({ length: 200 }, (_, i) => coding(1000 + i));
  const byLanguage = new Map<string, Code[]>();
  for (const a of answers) byLanguage.set(a.language, [...(byLanguage.get(a.language) ?? []), a]);

  it('are the same for the same seed', () => {
    expect(coding(1000)).toEqual(answers[0]);
    expect(coding(1001)).not.toEqual(answers[0]);
  });

  it('come in every language, each in its own syntax', () => {
    expect(new Set(byLanguage.keys())).toEqual(new Set(LANGUAGES));
    const all = (language: string) => (byLanguage.get(language) ?? []).map((a) => a.code).join('\n');
    expect(all('python')).toMatch(/^def \w+\(.*\):$/m);
    expect(all('python')).toMatch(/^ +# /m);
    expect(all('python')).not.toMatch(/[{};]$/m);
    expect(all('go')).toMatch(/^func \w+\(.*\) (int|\[\]int) \{$/m);
    expect(all('java')).toMatch(/^class Solution \{$/m);
    expect(all('typescript')).toMatch(/function \w+\(.*\): number(\[\])? \{$|const \w+ = \(.*\) =>/m);
    expect(all('typescript')).toMatch(/^\s+\/\/ /m);
    expect(all('sql')).toMatch(/\bSELECT\b|\bselect\b/);
    expect(all('sql')).toMatch(/^-- /m);
    for (const language of ['typescript', 'java', 'go']) expect(all(language)).toMatch(/\b(for|while) /);
  });

  it('are mostly 8–60 lines', () => {
    const lines = answers.map((a) => a.code.trimEnd().split('\n').length).sort((a, b) => a - b);
    expect(lines[Math.floor(lines.length * 0.1)]).toBeGreaterThanOrEqual(8);
    expect(lines[Math.floor(lines.length / 2)]).toBeLessThanOrEqual(60);
  });

  it('share only short token runs after normalisation (5-token shingles, same language)', () => {
    for (const [language, group] of byLanguage) {
      const similarity = pairwise(group.map(codeShingles));
      expect(mean(similarity), language).toBeLessThan(0.3);
      expect(Math.max(...similarity), language).toBeLessThan(0.6);
    }
  });
});

describe('free-text answers', () => {
  const answers = Array.from({ length: 200 }, (_, i) => freeText(5000 + i));

  it('are the same for the same seed, with a word count that matches', () => {
    expect(freeText(5000)).toEqual(answers[0]);
    for (const { text, word_count } of answers) expect(word_count).toBe(text.split(/\s+/).filter(Boolean).length);
  });

  it('are mostly English, some German, Spanish or French', () => {
    const languages = Array.from({ length: 1000 }, (_, i) => freeTextShape(createRandom(i + 1)).language);
    const english = languages.filter((language) => language === 'en').length;
    expect(english).toBeGreaterThan(780);
    expect(english).toBeLessThan(920);
    expect(new Set(languages)).toEqual(new Set(['en', 'de', 'es', 'fr']));
  });

  it('rarely share a run of three content words', () => {
    const similarity = pairwise(answers.map((a) => textShingles(a.text)));
    expect(mean(similarity)).toBeLessThan(0.01);
    expect(similarity.filter((value) => value > 0).length / similarity.length).toBeLessThan(0.05);
  });
});

describe('copies (payload.copy)', () => {
  it('a copied text is near-identical to its original after normalisation, though not the same string', () => {
    const originals = Array.from({ length: 400 }, (_, i) => i + 1)
      .filter((seed) => freeTextShape(createRandom(seed)).sentences >= 5)
      .slice(0, 60);
    const similarity = originals.map((seed, i) => {
      const copy = questionResultToWire(
        rowWith({ seed: 7, type: 'free_text', hostile: false, large: false, copy: { of: seed, edit: i + 1 } }),
      );
      const { text, word_count } = copy.answer as Text;
      expect(text).not.toBe(freeText(seed).text);
      expect(word_count).toBe(text.split(/\s+/).filter(Boolean).length);
      return pairwise([textShingles(freeText(seed).text), textShingles(text)])[0] ?? 0;
    });
    expect(mean(similarity)).toBeGreaterThan(0.8);
    expect(Math.min(...similarity)).toBeGreaterThan(0.5);
  });

  it('a copied program is the same program with other names and layout', () => {
    const similarity = Array.from({ length: 60 }, (_, i) => {
      const original = coding(3000 + i);
      const copy = questionResultToWire(
        rowWith({ seed: 7, type: 'coding', hostile: false, large: false, copy: { of: 3000 + i, edit: i + 1 } }),
      ).answer as Code;
      expect(copy.language).toBe(original.language);
      expect(copy.code).not.toBe(original.code);
      return pairwise([codeShingles(original), codeShingles(copy)])[0] ?? 0;
    });
    expect(mean(similarity)).toBeGreaterThan(0.95);
  });

  it("keeps the row's own evaluation details", () => {
    for (const type of ['free_text', 'coding'] as const) {
      const payload = { seed: 11, type, hostile: false, large: false };
      const plain = questionResultToWire(rowWith(payload));
      const copied = questionResultToWire(rowWith({ ...payload, copy: { of: 12, edit: 13 } }));
      expect(copied.evaluation_details).toEqual(plain.evaluation_details);
      expect(copied.answer).not.toEqual(plain.answer);
    }
  });
});

describe('hostile and large answers', () => {
  it('carry hostile markup in every type that has text', () => {
    for (const type of ['coding', 'free_text', 'video'] as const) {
      const texts = Array.from({ length: 10 }, (_, i) =>
        JSON.stringify(answer(type, i + 1, { hostile: true, large: false })),
      );
      for (const text of texts)
        expect(HOSTILE_TEXTS.some((markup) => text.includes(JSON.stringify(markup).slice(1, -1)))).toBe(true);
    }
  });

  it('are 200–800 KB when large', () => {
    for (const type of ['coding', 'free_text', 'video'] as const) {
      for (const seed of [1, 2, 3]) {
        const size = JSON.stringify(answer(type, seed, { hostile: false, large: true })).length;
        expect(size, `${type} ${seed}`).toBeGreaterThan(200_000);
        expect(size, `${type} ${seed}`).toBeLessThan(800_000);
      }
    }
  });
});
