import { describe, expect, it } from 'vitest';

import { differentialItemFunctioning, type DifOptions, type RunMatrix } from '@assessment-insights/statistics-engine';
import {
  groupMatrix,
  hiringGroup,
  levelGroups,
  runsAt,
  simulatedGroup,
} from '@assessment-insights/statistics-engine/testing';
import { difSentence } from './dif-sentence';
import type { GroupNames } from './group-names';

// The engine's fairness check over the scenarios of its own tests (engine/figures/dif*.test.ts),
// each question then said in the sentence the /compare page shows.
const byId: GroupNames = { a: 'A', b: 'B', titleOf: (id) => id };
const sentences = (a: RunMatrix, b: RunMatrix, options: DifOptions = {}, names = byId) =>
  differentialItemFunctioning(a, b, options).questions.map((question) => difSentence(question, names));
const _ = undefined;

describe('difSentence within strata', () => {
  const strata = { method: 'strata' } as const;
  // A is stronger: more of its runs sit at the high levels. At equal levels both score alike.
  const { strong, weak, shifted, few } = levelGroups();

  it('separates the raw gap from the gap at equal scores on the other questions', () => {
    const [sentence] = sentences(strong, weak, strata, { ...byId, titleOf: (id) => `Question ${id}` });
    expect(sentence).toBe(
      '“Question q1”: B scores 23.5 points lower overall and the same at equal ability (95% CI -2.9 to 2.9): no evidence of unfair functioning.',
    );
  });

  it('names the groups as the page does: earlier and later runs, or any two groups', () => {
    const [sentence] = sentences(strong, shifted, strata, { ...byId, a: 'Before June', b: 'Since June' });
    expect(sentence).toBe(
      '“q1”: Since June scores 42.5 points lower overall and 19.0 points lower at equal ability (95% CI 16.5–21.5), ETS category B: unfair to Since June.',
    );
  });

  it('says why a question is not checked: too few runs, or no candidates who score alike', () => {
    expect(sentences(strong, few, strata)[0]).toBe(
      '“q1”: too few runs to check (40 in A, 29 in B; 30 needed in each).',
    );
    expect(sentences(groupMatrix(runsAt(90, 30)), groupMatrix(runsAt(10, 30)), strata)[0]).toBe(
      '“q1”: no candidates of A and B score alike on the other questions, so the question cannot be checked at equal ability.',
    );
  });

  it('reads simulated groups: only weaker is no evidence, a planted question is unfair to the group it harms', () => {
    const group = (ability: number, seed: number, shifts: Record<number, number> = {}) =>
      simulatedGroup({ runs: 1500, questions: 20, ability, shifts, missing: 0.1, seed });
    for (const sentence of sentences(group(0, 2), group(-0.5, 3), { passMark: 70 })) {
      expect(sentence).toMatch(/^“q\d+”: B scores \d+\.\d points lower overall and .+ at equal ability/);
      expect(sentence).toMatch(/: no evidence of unfair functioning\.$/);
    }
    expect(sentences(group(0, 2), group(-0.5, 3, { 5: -15 }), { passMark: 70 })[5]).toMatch(
      /^“q6”: B scores \d+\.\d points lower overall and 1\d\.\d points lower at equal ability \(95% CI 1\d\.\d–1\d\.\d\), ETS category C: unfair to B\.$/,
    );
    expect(sentences(group(0, 8), group(-0.5, 9, { 5: 15 }), { passMark: 70 })[5]).toMatch(
      /, ETS category C: unfair to A\.$/,
    );
  });
});

describe('difSentence through the model', () => {
  const model = { passMark: 60, method: 'model' } as const;

  it('says unfair to B when one large plant is the only flag', () => {
    const a = hiringGroup({ runs: 500, questions: 4, ability: 0, seed: 7 });
    const b = hiringGroup({ runs: 500, questions: 4, ability: 0, shifts: { 0: -20 }, seed: 8 });
    expect(sentences(a, b, model)[0]).toMatch(
      /^“q1”: B scores 1\d\.\d points lower overall and (1|2)\d\.\d points lower at equal ability \(95% CI 1\d\.\d–2\d\.\d\): unfair to B\.$/,
    );
  });

  it('says can’t tell, and about how many runs would settle it', () => {
    const a = hiringGroup({ runs: 30, questions: 4, ability: 0, seed: 21 });
    const b = hiringGroup({ runs: 30, questions: 4, ability: -1, seed: 22 });
    const report = differentialItemFunctioning(a, b, model);
    const unsettled = report.questions.filter(({ verdict }) => verdict === 'cannot-tell');
    expect(unsettled.length).toBeGreaterThan(0);
    for (const question of unsettled) {
      expect(difSentence(question, byId)).toMatch(/: can’t tell, as .+ About [\d,]+ runs a group .*would settle it\.$/);
    }
  });

  it('needs three questions with varied scores, and says so', () => {
    const runs = (offset: number) =>
      Array.from({ length: 40 }, (_, run) => [40 + (run % 20) + offset, 50 + ((run * 7) % 20)]);
    expect(sentences(groupMatrix(runs(0)), groupMatrix(runs(-5)), model)[0]).toBe(
      '“q1”: too few scored questions with varied scores to check (3 needed, so that the others can stand in for ability).',
    );
  });
});
