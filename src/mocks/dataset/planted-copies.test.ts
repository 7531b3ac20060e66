import { describe, expect, it } from 'vitest';
import { questionResultToWire } from './answers';
import { generateDataset } from './generate';
import { LEAK_COPY_SHARES, plantCopies } from './planted';
import { createRandom } from './random';
import { codeTokens, jaccard, mean, pairwise, shingles, textTokens } from './shingles.test-support';
import type { QuestionResult } from './types';

const dataset = generateDataset(1);
const { plantedCopies: planted, plantedLeak } = dataset;
const rowById = new Map(dataset.questionResults.map((row) => [row.id, row]));
const copyIds = new Set(planted.copyRowIds);
const text = (row: QuestionResult) => (questionResultToWire(row).answer as { text: string }).text;
const textShingles = (row: QuestionResult) => shingles(textTokens(text(row)), 3);
const code = (row: QuestionResult) => questionResultToWire(row).answer as { language: string; code: string };
const codeShingles = (row: QuestionResult) => {
  const { language, code: source } = code(row);
  return shingles(codeTokens(source, language), 5);
};

describe('the planted leaked answer', () => {
  const leaked = dataset.questionResults.filter((row) => row.question_id === planted.leakedQuestionId);
  const copies = leaked.filter((row) => copyIds.has(row.id));

  it('is copied on the leak question only, on or after the leak date, as the record says', () => {
    expect(planted.leakedQuestionId).toBe(plantedLeak.questionId);
    expect(planted.copiedFromMonth).toBe('2026-04');
    expect(copies).toHaveLength(planted.copyRowIds.length);
    for (const row of copies) {
      // The demo's leaked question is free text.
      expect(row.payload).toMatchObject({ type: 'free_text', hostile: false, large: false });
      expect(row.payload.copy?.of).toBe(planted.leakedAnswerSeed);
      expect(row.created_at >= plantedLeak.since).toBe(true);
    }
    // No other row carries a copy but the pair's second.
    const others = dataset.questionResults.filter((row) => row.payload.copy && !copyIds.has(row.id));
    expect(others.map((row) => row.id)).toEqual([planted.pair.rowIds[1]]);
  });

  it('is copied by a growing share of the answers, month by month', () => {
    const months = [...new Set(leaked.map((row) => row.created_at.slice(0, 7)))].sort();
    const share = (month: string) => {
      const rows = leaked.filter((row) => row.created_at.startsWith(month));
      return rows.filter((row) => copyIds.has(row.id)).length / rows.length;
    };
    const after = months.filter((month) => month >= planted.copiedFromMonth).map(share);
    expect(
      months
        .filter((month) => month < planted.copiedFromMonth)
        .map(share)
        .every((s) => s === 0),
    ).toBe(true);
    // April's copies are in its second half only; then the shares climb and stay high.
    expect(after[0]).toBeGreaterThan(0.05);
    expect(after[0]).toBeLessThan(0.3);
    for (let i = 1; i < after.length; i++) expect(after[i]).toBeGreaterThan((after[i - 1] ?? 0) - 0.05);
    for (const late of after.slice(3)) expect(late).toBeGreaterThan(LEAK_COPY_SHARES[3] - 0.1);
  });

  it('reads as one answer after normalisation, and unlike the independent answers', () => {
    const copySets = copies.map(textShingles);
    const independent = leaked.filter((row) => !copyIds.has(row.id) && !row.payload.hostile).map(textShingles);
    expect(mean(pairwise(copySets.slice(0, 40)))).toBeGreaterThan(0.7);
    expect(
      mean(copySets.slice(0, 40).flatMap((copy) => independent.slice(0, 40).map((o) => jaccard(copy, o)))),
    ).toBeLessThan(0.02);
    expect(new Set(copies.map(text)).size).toBeGreaterThan(copies.length * 0.9);
  });
});

describe('the planted pair', () => {
  const [original, copy] = planted.pair.rowIds.map((id) => rowById.get(id));

  it('is two candidates on one coding question of another assessment', () => {
    expect(original && copy).toBeTruthy();
    if (!original || !copy) return;
    const question = dataset.questions.find((q) => q.id === planted.pair.questionId);
    const leakedQuestion = dataset.questions.find((q) => q.id === planted.leakedQuestionId);
    expect(question?.type).toBe('coding');
    expect(question?.assessment_ids.some((id) => leakedQuestion?.assessment_ids.includes(id))).toBe(false);
    expect(original.question_id).toBe(question?.id);
    expect(copy.question_id).toBe(question?.id);
    expect(copy.candidate_id).not.toBe(original.candidate_id);
    expect(copy.payload.copy?.of).toBe(original.payload.seed);
    expect(original.payload.copy).toBeUndefined();
  });

  it('is the same program, renamed and laid out anew', () => {
    if (!original || !copy) throw new Error('no pair');
    expect(code(copy).language).toBe(code(original).language);
    expect(code(copy).code).not.toBe(code(original).code);
    expect(jaccard(codeShingles(original), codeShingles(copy))).toBeGreaterThan(0.95);
    const others = dataset.questionResults.filter(
      (row) => row.question_id === planted.pair.questionId && row.id !== original.id && row.id !== copy.id,
    );
    const sameLanguage = others.filter((row) => code(row).language === code(original).language).slice(0, 50);
    expect(Math.max(...sameLanguage.map((row) => jaccard(codeShingles(original), codeShingles(row))))).toBeLessThan(
      0.6,
    );
  });
});

describe('planting copies', () => {
  it('changes nothing but payload.copy, the same way for the same seed', () => {
    const rows = generateDataset(1, 'small').questionResults;
    const strip = (list: QuestionResult[]) =>
      list.map(({ payload: { copy: _copy, ...payload }, ...row }) => ({ ...row, payload }));
    const before = strip(rows);
    const replant = () => {
      const copy = structuredClone(before) as QuestionResult[];
      const record = plantCopies(copy, {
        random: createRandom(4),
        leak: plantedLeak,
        questionById: new Map(dataset.questions.map((q) => [q.id, q])),
        avoid: [],
      });
      return { copy, record };
    };
    const first = replant();
    expect(strip(first.copy)).toEqual(before);
    expect(first.record.copyRowIds.length).toBeGreaterThan(10);
    expect(replant()).toEqual(first);
  });

  it('copies a program on a leaked coding question, and nothing on one of another type', () => {
    const rows = structuredClone(generateDataset(1, 'small').questionResults);
    const questionById = new Map(dataset.questions.map((q) => [q.id, q]));
    const answered = (type: string) =>
      dataset.questions.find((q) => q.type === type && rows.filter((r) => r.question_id === q.id).length > 100);
    const plant = (questionId: string) =>
      plantCopies(rows, { random: createRandom(4), leak: { ...plantedLeak, questionId }, questionById, avoid: [] });
    const coding = plant(answered('coding')?.id ?? '');
    expect(coding.copyRowIds.length).toBeGreaterThan(10);
    const copy = rows.find((row) => row.id === coding.copyRowIds[0]);
    const original = rows.find((row) => row.question_id === coding.leakedQuestionId && !row.payload.copy);
    if (!copy || !original) throw new Error('no copy');
    const leaked = {
      ...original,
      payload: { ...original.payload, seed: coding.leakedAnswerSeed, hostile: false, large: false },
    };
    expect(jaccard(codeShingles(copy), codeShingles(leaked))).toBeGreaterThan(0.95);
    expect(plant(answered('multiple_choice')?.id ?? '').copyRowIds).toEqual([]);
  });
});
