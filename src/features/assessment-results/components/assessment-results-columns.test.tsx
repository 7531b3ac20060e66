import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AssessmentResult } from '@/api/contract';
import { DataTable } from '@/components/DataTable';
import { serveFakeApi } from '@/testing/fake-api-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { listTable } from '@/shared/explorer/list-columns';
import { assessmentResultCells, assessmentResultListColumns, gradedSummary } from './assessment-results-columns';

const {
  columns: assessmentResultColumns,
  menu: assessmentResultColumnLabels,
  sortFields: columnSortFields,
} = listTable(assessmentResultListColumns, assessmentResultCells);

const { fake } = serveFakeApi();
const db = await fake.ready;
const assessment = [...db.assessments.values()][0]!;
const pipeline = [...db.pipelines.values()][0]!;

const pipelineRun: AssessmentResult = {
  id: '0b5c1a52-8f3e-4d7a-9c21-6e4f2a1b3c4d',
  source: 'pipeline',
  assessment_id: assessment.id,
  candidate_id: '1a2b3c4d-5e6f-4a1b-8c9d-0e1f2a3b4c5d',
  pipeline_id: pipeline.id,
  score: 71.25,
  status: 'evaluated',
  question_count: 6,
  answered_count: 5,
  graded_count: 3,
  created_at: '2026-05-03T10:42:00Z',
  completed_at: '2026-05-03T11:30:00Z',
};
const standaloneRun: AssessmentResult = {
  ...pipelineRun,
  id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
  source: 'standalone',
  pipeline_id: null,
  score: null,
  status: 'pending',
  question_count: 1,
  answered_count: 0,
  graded_count: 0,
  completed_at: null,
};

const renderRuns = (runs: AssessmentResult[]) =>
  renderWithProviders(
    <DataTable caption="Runs" columns={assessmentResultColumns} data={runs} getRowId={(run) => run.id} />,
  );
const rowOf = (run: AssessmentResult) => screen.getAllByRole('row')[1 + [pipelineRun, standaloneRun].indexOf(run)]!;
const cellOf = (run: AssessmentResult, columnId: string) => {
  const index = assessmentResultColumnLabels.findIndex(({ id }) => id === columnId);
  return within(rowOf(run)).getAllByRole('cell')[index]!;
};

describe('assessment result columns', () => {
  it('label every column, the assessment first, and sort by the API fields', () => {
    expect(
      assessmentResultColumns.map((column) => column.id ?? ('accessorKey' in column ? column.accessorKey : undefined)),
    ).toEqual(assessmentResultColumnLabels.map(({ id }) => id));
    expect(assessmentResultColumnLabels[0]).toEqual({ id: 'assessment', label: 'Assessment' });
    expect(columnSortFields).toEqual({
      created_at: 'created_at',
      completed_at: 'completed_at',
      score: 'score',
    });
  });

  it('show the mean score with the counts it averages, the assessment by name, and where the answers are', async () => {
    await renderRuns([pipelineRun, standaloneRun]);

    expect(await within(rowOf(pipelineRun)).findByRole('link', { name: assessment.name })).toHaveAttribute(
      'href',
      `/assessments/${assessment.id}`,
    );
    expect(cellOf(pipelineRun, 'score')).toHaveTextContent(/^71\.3$/);
    expect(cellOf(pipelineRun, 'graded')).toHaveTextContent('3 graded of 5 answered · 6 questions');
    expect(cellOf(pipelineRun, 'status')).toHaveTextContent('Evaluated');
    expect(cellOf(pipelineRun, 'source')).toHaveTextContent('Pipeline');
    expect(
      within(cellOf(pipelineRun, 'candidate')).getByRole('link', { name: `Candidate ${pipelineRun.candidate_id}` }),
    ).toBeInTheDocument();
    const answers = within(cellOf(pipelineRun, 'answers')).getByRole('link', {
      name: 'See answers of candidate 1a2b3c4d…',
    });
    const href = new URL(answers.getAttribute('href') ?? '', 'http://app.test');
    expect(href.pathname).toBe('/results');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      candidate_id: pipelineRun.candidate_id,
      source: 'pipeline',
      pipeline_id: pipeline.id,
    });
  });

  it('say when a run has no score or is not completed, and keep standalone invitees unlinked', async () => {
    await renderRuns([pipelineRun, standaloneRun]);

    expect(cellOf(standaloneRun, 'score')).toHaveTextContent(/^— pending$/);
    expect(cellOf(standaloneRun, 'graded')).toHaveTextContent('0 graded of 0 answered · 1 question');
    expect(cellOf(standaloneRun, 'completed_at')).toHaveTextContent('Not completed');
    expect(within(cellOf(standaloneRun, 'candidate')).queryByRole('link')).not.toBeInTheDocument();
    const answers = within(cellOf(standaloneRun, 'answers')).getByRole('link', {
      name: 'See answers of invitee 1a2b3c4d…',
    });
    expect(Object.fromEntries(new URL(answers.getAttribute('href') ?? '', 'http://app.test').searchParams)).toEqual({
      candidate_id: standaloneRun.candidate_id,
      source: 'standalone',
    });
  });

  it('mark the mean of a pending run as provisional, in words, with how many answers it covers', async () => {
    const pendingRun: AssessmentResult = { ...pipelineRun, status: 'pending' };
    const unableRun: AssessmentResult = { ...standaloneRun, status: 'unable_to_grade', answered_count: 1 };
    await renderWithProviders(
      <DataTable
        caption="Runs"
        columns={assessmentResultColumns}
        data={[pendingRun, unableRun]}
        getRowId={(run) => run.id}
      />,
    );
    const scoreCell = (index: number) =>
      within(screen.getAllByRole('row')[1 + index]!).getAllByRole('cell')[
        assessmentResultColumnLabels.findIndex(({ id }) => id === 'score')
      ]!;

    expect(scoreCell(0)).toHaveTextContent(/^71\.3 \(provisional: 3 of 5 answers graded\)$/);
    expect(within(scoreCell(0)).getByTitle('Provisional: 3 of 5 answers graded')).toBeInTheDocument();
    expect(scoreCell(1)).toHaveTextContent(/^— unable to grade$/);
  });

  it('count in the user’s locale', () => {
    expect(gradedSummary({ graded_count: 1200, answered_count: 1500, question_count: 2000 })).toBe(
      `${(1200).toLocaleString()} graded of ${(1500).toLocaleString()} answered · ${(2000).toLocaleString()} questions`,
    );
  });
});
