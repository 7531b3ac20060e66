import { beforeAll, describe, expect, it } from 'vitest';

import {
  QuestionResultLedger,
  classificationConsistency,
  type PassFailLine,
  differentialItemFunctioning,
  type DifMethod,
  type DifReport,
  assessmentRowsByQuestion,
  buildRunMatrix,
  type RunMatrix,
} from '@assessment-insights/statistics-engine';
import {
  bruteLine,
  type BruteLine,
  bruteDif,
  difFlags as verdicts,
  expectAgreement,
} from '@assessment-insights/statistics-engine/testing';
import { demoWorkspaceDataset } from '@/testing/statistics-fixtures';

/**
 * The fairness check (DIF, /compare) and the pass/fail line's consistency against independent
 * computations (the engine's testing entry: brute-force-dif.ts, brute-force-consistency.ts) over the demo dataset.
 */

type Dataset = ReturnType<typeof demoWorkspaceDataset>;
type Row = Dataset['questionResults'][number];
type Assessment = Dataset['assessments'][number];

let dataset: Dataset;

// The demo's 60,000 answers, generated once (about a second, more on a loaded machine).
beforeAll(() => {
  dataset = demoWorkspaceDataset();
}, 60_000);

const assessmentNamed = (name: string) => dataset.assessments.find((assessment) => assessment.name === name)!;
const pipelineId = (name: string) => dataset.pipelines.find((pipeline) => pipeline.name === name)!.id;

/** One group's runs × questions, from a ledger of its rows alone (as /compare's groups are). */
function groupMatrix(assessment: Assessment, keep: (row: Row) => boolean): RunMatrix {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(dataset.questionResults.filter((row) => row.assessment_id === assessment.id && keep(row)));
  return buildRunMatrix(ledger, assessment.id, assessment.question_ids);
}

interface DifCase {
  name: string;
  assessment: Assessment;
  a: RunMatrix;
  b: RunMatrix;
  passMark: number;
  method?: DifMethod;
}

/** The cases the demo reaches, each as "what value", to pin which the agreement covers. */
function kindsOf({ method, impact, questions }: DifReport): string[] {
  return [
    `${method}: impact ${impact === null ? 'null' : impact.standardError === null ? 'without SE' : 'with SE'}`,
    ...questions.flatMap(({ hiddenReason, verdict, uncertainty, runsToSettle, mantelHaenszel: mh, gap }) => [
      `hidden ${hiddenReason ?? 'no'}`,
      ...(verdict ? [`verdict ${verdict}`] : []),
      ...(uncertainty ? [`${method}: ${uncertainty}, runs to settle ${runsToSettle === null ? 'null' : 'shown'}`] : []),
      ...(mh
        ? [
            `category ${mh.category}`,
            `delta ${mh.delta === null || !Number.isFinite(mh.delta) ? String(mh.delta) : 'finite'}`,
          ]
        : []),
      ...(verdict && !gap ? [`${method}: gap null`] : []),
      ...(gap
        ? [`${method}: gap ${gap.size}`, `${method}: gap SE ${gap.standardError === null ? 'null' : 'shown'}`]
        : []),
    ]),
  ];
}

describe('DIF against a plain computation over the demo dataset', () => {
  it('agrees question by question, incl. purification, and finds the planted unfair question and the leak', () => {
    const analyst = assessmentNamed('Data Analyst — Core');
    const leaked = dataset.plantedLeak;
    const leakAssessment = dataset.assessments.find((assessment) =>
      assessment.question_ids.includes(leaked.questionId),
    )!;
    const rowCount = (assessment: Assessment) =>
      dataset.questionResults.filter((row) => row.assessment_id === assessment.id).length;
    const largest = [...dataset.assessments].sort((x, y) => rowCount(y) - rowCount(x))[0]!;
    const graduates = groupMatrix(analyst, (row) => row.pipeline_id === pipelineId('Graduate programme'));
    const analysts = groupMatrix(analyst, (row) => row.pipeline_id === pipelineId('Data & analytics'));
    const cases: DifCase[] = [
      ...[70, 55].map((passMark) => ({
        name: `pipelines at ${passMark}`,
        assessment: analyst,
        a: graduates,
        b: analysts,
        passMark,
      })),
      {
        name: 'before and after the leak',
        assessment: leakAssessment,
        a: groupMatrix(leakAssessment, (row) => row.created_at < leaked.since),
        b: groupMatrix(leakAssessment, (row) => row.created_at >= leaked.since),
        passMark: 60,
      },
      {
        name: 'standalone against pipeline answers',
        assessment: largest,
        a: groupMatrix(largest, (row) => row.source === 'standalone'),
        b: groupMatrix(largest, (row) => row.source === 'pipeline'),
        passMark: 70,
      },
      // The analysts' answers since 15 August 2026: about 30 runs, so some questions have too few to test.
      {
        name: 'graduates against the latest analysts',
        assessment: analyst,
        a: graduates,
        b: groupMatrix(
          analyst,
          (row) => row.pipeline_id === pipelineId('Data & analytics') && row.created_at >= '2026-08-15',
        ),
        passMark: 70,
      },
    ];

    // Every group here is smaller than DIF_MODEL_BELOW_RUNS, so the model; the strata too, asked
    // for, on two cases that between them reach each of its kinds below.
    const strataOf = (known: DifCase): DifCase => ({ ...known, name: `${known.name}, strata`, method: 'strata' });
    cases.push(strataOf(cases[0]!), strataOf(cases[3]!));

    const seen = new Set<string>();
    const reports = cases.map(({ name, a, b, passMark, method }) => {
      const options = { passMark, ...(method ? { method } : {}) };
      const engine = differentialItemFunctioning(a, b, options);
      expectAgreement(engine, bruteDif(a, b, options), name);
      for (const kind of kindsOf(engine)) seen.add(kind);
      return engine;
    });

    expect(reports.map((report) => report.method).join(' ')).toBe('model model model model model strata strata');
    // The planted unfair question is harder for the graduates (A) at equal ability: it alone is flagged.
    const unfair = dataset.plantedUnfairQuestion;
    expect(unfair.assessmentId).toBe(analyst.id);
    expect(reports[0]!.questions).toHaveLength(analyst.question_ids.length);
    for (const report of [...reports.slice(0, 2), reports[5]!])
      expect(verdicts(report)).toEqual([[unfair.questionId, 'unfair-to-a']]);
    // The leaked question became easier for the later group (B): unfair to the earlier group A, and no other.
    expect(verdicts(reports[2]!)).toEqual([[leaked.questionId, 'unfair-to-a']]);
    expect(reports[4]!.questions.some((question) => question.hiddenReason === null)).toBe(true);
    expect(reports[4]!.questions.some((question) => question.hiddenReason === 'few-runs')).toBe(true);

    // What the demo reaches (and so what the agreement covers): both methods; tested and
    // too-few-runs questions; both directions of unfairness, none and "can't tell", for a wide
    // interval (both methods) and for unreliable matching (the model); all three ETS categories,
    // finite, +∞, −∞ and undefined Δ; every gap size with each method. It reaches neither 'mixed',
    // 'no-overlap' nor 'few-questions', nor a gap or an impact without SE, a runs-to-settle of
    // null, nor a strata question tested without a gap (no stratum holding both groups).
    const reached = [
      ...['hidden few-runs', 'hidden no', 'verdict cannot-tell', 'verdict none'],
      ...['verdict unfair-to-a', 'verdict unfair-to-b', 'category A', 'category B', 'category C'],
      ...['delta -Infinity', 'delta Infinity', 'delta finite', 'delta null'],
      ...['model: gap large', 'model: gap moderate', 'model: gap negligible', 'model: gap SE shown'],
      ...['model: impact with SE', 'model: unreliable-matching, runs to settle shown'],
      ...['model: wide-interval, runs to settle shown', 'strata: impact null', 'strata: gap large'],
      ...['strata: gap moderate', 'strata: gap negligible', 'strata: gap SE shown'],
      ...['strata: wide-interval, runs to settle shown'],
    ];
    expect([...seen].sort()).toEqual(reached.sort());
  }, 60_000);

  it('flags the short screen’s planted question alone, through the model, and says why it cannot tell the rest', () => {
    const short = dataset.plantedShortAssessment;
    const screen = dataset.assessments.find((assessment) => assessment.id === short.assessmentId)!;
    const a = groupMatrix(screen, (row) => row.pipeline_id === short.weakerPipelineId);
    const b = groupMatrix(screen, (row) => row.pipeline_id === short.strongerPipelineId);
    const options = { passMark: 70 };
    const engine = differentialItemFunctioning(a, b, options);
    expectAgreement(engine, bruteDif(a, b, options), 'the short screen');
    expect(engine).toMatchObject({ method: 'model', modelQuestions: 4 });
    expect(verdicts(engine)).toEqual([[short.unfairQuestionId, 'unfair-to-a']]);
    const byId = new Map(engine.questions.map((question) => [question.questionId, question]));
    expect(byId.get(short.ungradedQuestionId)).toMatchObject({ hiddenReason: 'few-runs', runsA: 0, runsB: 0 });
    // The others: cleared, or "can't tell" with its reason and the runs that would settle it; none
    // reads "no candidates score alike", which is false of these scores.
    const others = short.questionIds.filter((id) => id !== short.unfairQuestionId).map((id) => byId.get(id)!);
    expect(others.map((question) => question.verdict).sort()).toEqual(['cannot-tell', 'cannot-tell', 'none']);
    for (const question of others.filter(({ verdict }) => verdict === 'cannot-tell')) {
      expect(question.uncertainty).not.toBeNull();
      expect(question.runsToSettle).toBeGreaterThan(question.runsA);
    }
    expect(engine.questions.some(({ hiddenReason }) => hiddenReason === 'no-overlap')).toBe(false);
  }, 60_000);
});

/** Absolute, on shares of runs (0–1): the brute force's midpoint rule is good to about 1e-7 here. */
const TOLERANCE = 1e-5;

function expectSameLine(engine: PassFailLine, brute: BruteLine, label: string) {
  const exact = (line: { runs: number; passing: number; nearCut: number | null; hiddenReason: string | null }) => ({
    label,
    runs: line.runs,
    passing: line.passing,
    nearCut: line.nearCut,
    hiddenReason: line.hiddenReason,
  });
  expect(exact(engine)).toEqual(exact(brute));
  expect({ label, trials: engine.model?.n ?? null, parameters: engine.model?.fit.parameters ?? null }).toEqual({
    label,
    trials: brute.trials,
    parameters: brute.fit?.parameters ?? null,
  });
  const pairs: Array<[string, number | null | undefined, number | null | undefined]> = [
    ['passShare', engine.passShare, brute.passShare],
    ['sem', engine.sem, brute.sem],
    ['consistency', engine.consistency, brute.consistency],
    ['kappa', engine.kappa, brute.kappa],
    ['misclassified', engine.misclassified, brute.misclassified],
    ['falsePass', engine.falsePass, brute.falsePass],
    ['falseFail', engine.falseFail, brute.falseFail],
    ['fit alpha', engine.model?.fit.alpha, brute.fit?.alpha],
    ['fit beta', engine.model?.fit.beta, brute.fit?.beta],
    ['fit lower', engine.model?.fit.lower, brute.fit?.lower],
    ['fit upper', engine.model?.fit.upper, brute.fit?.upper],
  ];
  for (const [figure, ours, theirs] of pairs) {
    const message = `${label}, ${figure}: engine ${ours}, brute force ${theirs}`;
    expect(ours == null, message).toBe(theirs == null);
    if (typeof ours === 'number' && typeof theirs === 'number')
      expect(Math.abs(ours - theirs), message).toBeLessThan(TOLERANCE);
  }
}

describe('the pass/fail line’s consistency against a plain computation over the demo dataset', () => {
  it('agrees for every assessment at its pass mark (70), 50 and 85, and for a few groups of runs', () => {
    const ledger = new QuestionResultLedger();
    ledger.upsertAll(dataset.questionResults);
    const parameters = new Set<number | null>();
    const hidden = new Set<string | null>();
    const check = (matrix: RunMatrix, cut: number, label: string) => {
      const engine = classificationConsistency(matrix, cut);
      expectSameLine(engine, bruteLine(matrix, cut), label);
      parameters.add(engine.model?.fit.parameters ?? null);
      hidden.add(engine.hiddenReason);
    };
    for (const assessment of dataset.assessments) {
      // The questions alpha is over: the listed ones and any the assessment's answers still name (as the worker does).
      const questionIds = [...assessmentRowsByQuestion(ledger, assessment.id, assessment.question_ids).keys()];
      const matrix = buildRunMatrix(ledger, assessment.id, questionIds);
      for (const cut of [70, 50, 85]) check(matrix, cut, `${assessment.name} at ${cut}`);
    }
    // Hidden lines: too few runs (one month of a pipeline), no questions (a pipeline that does not set it).
    const analyst = assessmentNamed('Data Analyst — Core');
    const unset = dataset.assessments.find(
      (assessment) =>
        !dataset.questionResults.some((row) => row.assessment_id === assessment.id && row.source === 'pipeline'),
    )!;
    check(
      groupMatrix(analyst, (row) => row.pipeline_id === pipelineId('Graduate programme')),
      70,
      'graduates',
    );
    const oneMonth = (row: Row) =>
      row.pipeline_id === pipelineId('Data & analytics') && row.created_at.startsWith('2026-06');
    check(groupMatrix(analyst, oneMonth), 70, 'one month');
    check(
      groupMatrix(unset, (row) => row.source === 'pipeline'),
      70,
      'no runs',
    );
    // The demo's assessments reach all three fits; the groups, two reasons to hide.
    expect([...parameters].sort()).toEqual([2, 3, 4, null]);
    expect([...hidden].sort()).toEqual(['few-questions', 'few-runs', null]);
  });
});
