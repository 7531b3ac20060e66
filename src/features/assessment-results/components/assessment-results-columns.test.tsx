import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AssessmentResult } from '@assessment-insights/contract';
import { serveFakeApi } from '@/testing/fake-api-server';
import { listTable } from '@/shared/explorer/list-columns';
import { cellOf, renderListTable, tableColumnIds } from '@/shared/explorer/list-columns.test-support';
import { assessmentResultCells, assessmentResultListColumns, gradedSummary } from './assessment-results-columns';

const table = listTable(assessmentResultListColumns, assessmentResultCells);

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

const runs = [pipelineRun, standaloneRun];
const rowOf = (run: AssessmentResult) => screen.getAllByRole('row')[1 + runs.indexOf(run)]!;
const runCell = (run: AssessmentResult, columnId: string) => cellOf(table, runs.indexOf(run), columnId);

describe('assessment result columns', () => {
  it('label every column, the assessment first, and sort by the API fields', () => {
    expect(tableColumnIds(table)).toEqual(table.menu.map(({ id }) => id));
    expect(table.menu[0]).toEqual({ id: 'assessment', label: 'Assessment' });
    expect(table.sortFields).toEqual({
      created_at: 'created_at',
      completed_at: 'completed_at',
      score: 'score',
    });
  });

  it('show the mean score with the counts it averages, the assessment by name, and where the answers are', async () => {
    await renderListTable(table, runs);

    expect(await within(rowOf(pipelineRun)).findByRole('link', { name: assessment.name })).toHaveAttribute(
      'href',
      `/assessments/${assessment.id}`,
    );
    expect(runCell(pipelineRun, 'score')).toHaveTextContent(/^71\.3$/);
    expect(runCell(pipelineRun, 'graded')).toHaveTextContent('3 graded of 5 answered · 6 questions');
    expect(runCell(pipelineRun, 'status')).toHaveTextContent('Evaluated');
    expect(runCell(pipelineRun, 'source')).toHaveTextContent('Pipeline');
    expect(
      within(runCell(pipelineRun, 'candidate')).getByRole('link', { name: `Candidate ${pipelineRun.candidate_id}` }),
    ).toBeInTheDocument();
    const answers = within(runCell(pipelineRun, 'answers')).getByRole('link', {
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
    await renderListTable(table, runs);

    expect(runCell(standaloneRun, 'score')).toHaveTextContent(/^— pending$/);
    expect(runCell(standaloneRun, 'graded')).toHaveTextContent('0 graded of 0 answered · 1 question');
    expect(runCell(standaloneRun, 'completed_at')).toHaveTextContent('Not completed');
    expect(within(runCell(standaloneRun, 'candidate')).queryByRole('link')).not.toBeInTheDocument();
    const answers = within(runCell(standaloneRun, 'answers')).getByRole('link', {
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
    await renderListTable(table, [pendingRun, unableRun]);
    const scoreCell = (index: number) => cellOf(table, index, 'score');

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
