import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { formatDifference, formatQ, significanceInWords } from '@/features/statistics/charts/cohort-difference-summary';
import { openTableView, tableText } from '@/features/statistics/charts/charts.test-support';
import { cohortLabel } from '@/features/statistics/cohort-label';
import { stringifyCohort, type CohortFilter } from '@/features/statistics/compare-search';
import {
  compareCohorts,
  type Cohort,
  type CohortComparison,
  QuestionResultLedger,
  assessmentRowsByQuestion,
} from '@assessment-insights/statistics-engine';
import { formatCount, formatFacility, formatPercent } from '@/features/statistics/format';
import { comparisonSentences } from '@/features/statistics/words/cohort-compare';
import type { GroupNames } from '@/features/statistics/words/group-names';
import { serveFakeApi } from '@/testing/fake-api-server';
import { renderApp } from '@/testing/render-with-providers';

// The demo's volume: the fairness check needs 30 runs a group, which the small dataset's pipelines lack.
const { fake } = serveFakeApi({ scale: 'full' });
const db = await fake.ready;
const rows = db.dataset.questionResults;
const answersOf = (assessmentId: string, source: string) =>
  rows.filter((row) => row.assessment_id === assessmentId && row.source === source);
// The assessment with the fewest answers that both sources answered: a quick computation.
const assessment = [...db.assessments.values()]
  .filter((candidate) => ['standalone', 'pipeline'].every((source) => answersOf(candidate.id, source).length > 0))
  .sort(
    (x, y) => rows.filter((r) => r.assessment_id === x.id).length - rows.filter((r) => r.assessment_id === y.id).length,
  )[0]!;
const titleOf = (id: string) => db.questions.get(id)!.title;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const standaloneVsPipeline = `/compare?assessment_id=${assessment.id}&a=source%3Dstandalone&b=source%3Dpipeline`;

/** A group computed straight from the dataset's rows (those of the assessment `keep` keeps), as the page's job should read them. */
function cohortOf(assessmentId: string, keep: (row: (typeof rows)[number]) => boolean): Cohort {
  const ledger = new QuestionResultLedger();
  ledger.upsertAll(rows.filter((row) => row.assessment_id === assessmentId && keep(row)));
  const questionIds = db.assessments.get(assessmentId)!.question_ids;
  return { ledger, rowsByQuestion: assessmentRowsByQuestion(ledger, assessmentId, questionIds) };
}

const comparisonTable = () =>
  screen.findByRole('table', { name: 'Questions compared, group B against group A' }, { timeout: 10_000 });
const group = (letter: 'A' | 'B') => screen.getByRole('group', { name: `Group ${letter}` });

/**
 * The page's chart, table, sentences and basis line against the engine run straight over the
 * dataset's rows.
 */
async function expectComparisonOf(user: UserEvent, expected: CohortComparison, names: GroupNames) {
  const table = await comparisonTable();
  // Two heading rows (each group of columns, then A, B and B − A), then a row a question.
  const [, body] = within(table).getAllByRole('rowgroup');
  const bodyRows = within(body!).getAllByRole('row');
  expect(bodyRows).toHaveLength(expected.questions.length);
  const dash = <T,>(value: T | null | undefined, format: (value: T) => string) =>
    value === null || value === undefined ? '—' : format(value);
  expected.questions.forEach((question, index) => {
    const row = bodyRows[index]!;
    const link = within(row).getByRole('link', { name: `${index + 1}. ${titleOf(question.questionId)}` });
    // The pass mark goes along to the question's page; the groups do not (it has one filter).
    const pass = expected.passMark === 70 ? '' : `?pass=${expected.passMark}`;
    expect(link).toHaveAttribute('href', `/questions/${question.questionId}${pass}`);
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      formatCount(question.a.evaluated),
      formatCount(question.b.evaluated),
      dash(question.a.successRate, formatPercent),
      dash(question.b.successRate, formatPercent),
      dash(question.successRate, (d) => formatDifference(d, 100)),
      dash(question.a.facility, formatFacility),
      dash(question.b.facility, formatFacility),
      dash(question.facility, (d) => formatDifference(d, 1)),
      significanceInWords(question),
    ]);
  });

  // The chart's table gives each difference with its q-value.
  const chart = screen.getByRole('figure', { name: 'Differences B − A, by question' });
  const chartTable = await openTableView(user, chart, 'Differences B − A, by question, in points');
  expect(tableText(chartTable).slice(1)).toEqual(
    expected.questions.map((question) => [
      `${expected.questions.indexOf(question) + 1}. ${titleOf(question.questionId)}`,
      dash(question.successRate, (d) => formatDifference(d, 100)),
      dash(question.successRate?.q, formatQ),
      dash(question.facility, (d) => formatDifference(d, 1)),
      dash(question.facility?.q, formatQ),
      significanceInWords(question),
    ]),
  );

  const sentences = expected.questions.flatMap((question) =>
    question.tooFew ? [] : comparisonSentences(question, names),
  );
  if (sentences.length > 0) {
    const list = screen.getByRole('list', { name: 'Differences between the groups' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(sentences);
  } else {
    expect(
      screen.getByText(
        `No difference between the groups is significant after correcting for ${formatCount(expected.tests)} tests (Benjamini–Hochberg, q < 0.05).`,
      ),
    ).toBeInTheDocument();
  }
  const answers = (side: 'a' | 'b') => expected.questions.reduce((sum, question) => sum + question[side].answers, 0);
  expect(
    screen.getByText(
      new RegExp(
        `^Computed from ${formatCount(answers('a'))} answers in group A .* and ${formatCount(answers('b'))} in group B .*: ${formatCount(expected.tests)} tests`,
      ),
    ),
  ).toBeInTheDocument();
  // Each group says what it was computed from, with its own Refresh.
  expect(screen.getAllByText(/Computed from [\d,]+ answers, as of/)).toHaveLength(2);
}

describe('the comparison page', () => {
  // The comparison's lazy parts (table, chart, fairness check) loaded once, outside the tests' time.
  beforeAll(() =>
    Promise.all([
      import('@/features/statistics/components/CohortComparisonTable'),
      import('@/features/statistics/components/FairComparison'),
    ]),
  );

  it('compares standalone with pipeline answers per question, figure for figure as the engine over the dataset', async () => {
    const app = await renderApp(standaloneVsPipeline);
    await comparisonTable();
    await app.settled();

    expect(screen.getByRole('heading', { level: 1, name: 'Compare two groups' })).toBeInTheDocument();
    expect(document.title).toBe(`Compare two groups · ${assessment.name} · Assessment Insights`);
    expect(screen.getByRole('combobox', { name: 'Assessment' })).toHaveValue(assessment.id);
    expect(within(group('A')).getByText('Standalone answers')).toBeInTheDocument();
    expect(within(group('B')).getByText('Pipeline answers')).toBeInTheDocument();
    const expected = compareCohorts(
      cohortOf(assessment.id, (row) => row.source === 'standalone'),
      cohortOf(assessment.id, (row) => row.source === 'pipeline'),
      { passMark: 70 },
    );
    const names = { a: 'group A (standalone answers)', b: 'group B (pipeline answers)', titleOf };
    // Questions with answers enough on both sides are tested (any with too few are said so, checked row by row).
    expect(expected.tests).toBeGreaterThan(0);
    await expectComparisonOf(app.user, expected, names);
  });

  it('says each significant difference in a sentence: the demo’s planted leak, before and after its date', async () => {
    const leaked = db.dataset.plantedLeak;
    const leakAssessment = [...db.assessments.values()].find((item) => item.question_ids.includes(leaked.questionId))!;
    const [a, b] = [{ created_before: leaked.since }, { created_after: leaked.since }];
    const app = await renderApp(
      `/compare?assessment_id=${leakAssessment.id}&a=${encodeURIComponent(stringifyCohort(a)!)}&b=${encodeURIComponent(stringifyCohort(b)!)}&pass=60`,
    );
    await comparisonTable();
    await app.settled();

    const label = (filter: CohortFilter) => {
      const words = cohortLabel(filter, () => undefined);
      return `${words.charAt(0).toLowerCase()}${words.slice(1)}`;
    };
    const expected = compareCohorts(
      cohortOf(leakAssessment.id, (row) => row.created_at < leaked.since),
      cohortOf(leakAssessment.id, (row) => row.created_at >= leaked.since),
      { passMark: 60 },
    );
    const names = { a: `group A (${label(a)})`, b: `group B (${label(b)})`, titleOf };
    const leak = expected.questions.find((question) => question.questionId === leaked.questionId)!;
    expect(comparisonSentences(leak, names)).toEqual([
      expect.stringMatching(
        /^In group B \(all answers, created from .*\), candidates pass “.*” more often than in group A/,
      ),
      expect.stringMatching(/^In group B .*, scores on “.*” average [\d.]+ points higher than in group A/),
    ]);
    await expectComparisonOf(app.user, expected, names);

    // At equal scores on the other questions the leaked question is easier after its date: the
    // question changed (unfair to the earlier group A), not the candidates. No other is flagged.
    const fair = screen.getByRole('table', { name: 'Questions at equal ability' });
    const verdicts = within(fair)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        row.textContent?.includes(titleOf(leaked.questionId)),
        /unfair to [AB]/.exec(row.textContent ?? '')?.[0],
      ]);

    expect(verdicts.filter(([, verdict]) => verdict !== undefined)).toEqual([[true, 'unfair to A']]);
  });

  it('tells the demo’s weaker pipeline from its unfair question: one flag at equal scores, many raw gaps', async () => {
    const unfair = db.dataset.plantedUnfairQuestion;
    const pipelineName = (id: string) => db.dataset.pipelines.find((pipeline) => pipeline.id === id)!.name;
    const analysts = db.dataset.pipelines.find((pipeline) => pipeline.name === 'Data & analytics')!;
    // A: the graduates, weaker on the whole assessment and treated unfairly by one question.
    const [a, b] = [{ pipeline_id: unfair.pipelineId }, { pipeline_id: analysts.id }];
    const app = await renderApp(
      `/compare?assessment_id=${unfair.assessmentId}&a=${encodeURIComponent(stringifyCohort(a)!)}&b=${encodeURIComponent(stringifyCohort(b)!)}`,
    );
    await comparisonTable();
    const fair = await screen.findByRole('table', { name: 'Questions at equal ability' });
    await app.settled();
    expect(pipelineName(unfair.pipelineId)).toBe('Graduate programme');

    // Raw, the graduates score significantly lower on many questions: a weaker group.
    const differences = within(screen.getByRole('list', { name: 'Differences between the groups' })).getAllByRole(
      'listitem',
    );
    expect(differences.length).toBeGreaterThanOrEqual(5);
    // At equal scores on the others, only the planted question remains, against the graduates (A).
    const flagged = within(fair)
      .getAllByRole('row')
      .slice(1)
      .flatMap((row) => {
        const verdict = /unfair to [AB]|mixed/.exec(row.textContent ?? '')?.[0];
        return verdict ? [[within(row).getByRole('link').textContent, verdict]] : [];
      });
    const position = db.assessments.get(unfair.assessmentId)!.question_ids.indexOf(unfair.questionId) + 1;
    expect(flagged).toEqual([[`${position}. ${titleOf(unfair.questionId)}`, 'unfair to A']]);
    expect(screen.getByText(/Of \d+ questions, 1 shows evidence of unfair functioning/)).toBeInTheDocument();
  });

  it('writes a group’s filter to its own URL parameter, and says when both groups are the same', async () => {
    const app = await renderApp(standaloneVsPipeline);
    await comparisonTable();
    await app.settled();

    await app.user.selectOptions(within(group('B')).getByRole('combobox', { name: 'Source' }), 'standalone');
    await waitFor(() => expect(app.router.state.location.search).toMatchObject({ b: 'source=standalone' }));
    expect(app.router.state.location.href).toBe(
      `/compare?assessment_id=${assessment.id}&a=source%3Dstandalone&b=source%3Dstandalone`,
    );
    expect(await screen.findByText(/^Both groups have the same filter/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    // "All sources" is no filter at all: group A leaves the URL and reads every answer.
    await app.user.selectOptions(within(group('A')).getByRole('combobox', { name: 'Source' }), '');
    await waitFor(() =>
      expect(app.router.state.location.href).toBe(`/compare?assessment_id=${assessment.id}&b=source%3Dstandalone`),
    );
    expect(within(group('A')).getByText('All answers')).toBeInTheDocument();
    await comparisonTable();
    await app.settled();
  });

  it('corrects a malformed group to all answers in the address bar, and still compares', async () => {
    const app = await renderApp(`/compare?assessment_id=${assessment.id}&a=source%3Dbogus&b=source%3Dpipeline`);
    expect(app.router.state.location.href).toBe(`/compare?assessment_id=${assessment.id}&b=source%3Dpipeline`);
    expect(within(group('A')).getByText('All answers')).toBeInTheDocument();
    expect(within(group('A')).getByRole('combobox', { name: 'Source' })).toHaveValue('');
    await comparisonTable();
    await app.settled();
  });

  it('asks for an assessment first, picked by name, and says when the one linked does not exist', async () => {
    const app = await renderApp('/compare');
    expect(await screen.findByText(/^Choose an assessment above/)).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Assessment' });
    await waitFor(() => expect(within(picker).getByRole('option', { name: assessment.name })).toBeInTheDocument());
    await app.settled();
    app.unmount();

    const other = await renderApp(`/compare?assessment_id=${UNKNOWN_ID}&a=source%3Dstandalone`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Assessment not found' })).toBeInTheDocument();
    expect(screen.getByText(UNKNOWN_ID, { selector: 'code' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Assessment' })).toHaveDisplayValue(
      `Unknown assessment (${UNKNOWN_ID})`,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await other.settled();
  });
});
