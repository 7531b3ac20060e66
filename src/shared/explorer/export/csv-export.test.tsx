import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PATHS, type QuestionResultsParams } from '@assessment-insights/contract';
import { createdAfterForDate, createdBeforeForDate } from '@/lib/local-date';
import { recordRequests } from '@/testing/msw-helpers';
import { nameOf, questionTitlesQueryOptions } from '@/shared/explorer/api/names';
import { nameListOf } from '@/shared/explorer/api/names.test-support';
import { getQuestionResults, pageThrough } from '@/shared/explorer/results-api.test-support';
import { catalogNames, downloadButton, expectedFile, fileText, renderExport, serveExport } from './export.test-support';

const { server, db, files } = await serveExport();

const pinned: QuestionResultsParams = { source: 'pipeline', status: ['pending', 'unable_to_grade'], sort: 'score' };

describe('The CSV export’s names', () => {
  it('fills the title and name columns from the catalog: each list loaded once, none per row', async () => {
    const questionRequests = recordRequests(server, PATHS.questions);
    const assessmentRequests = recordRequests(server, PATHS.assessments);
    const { user } = await renderExport(pinned);

    await user.click(downloadButton());
    expect(await screen.findByText(/^Saved /)).toBeInTheDocument();

    const rows = await pageThrough(pinned);
    const names = catalogNames(db);
    // Every row's question and assessment has its name in the file.
    expect(rows.every((row) => nameOf(names.questions, row.question_id) !== undefined)).toBe(true);
    expect(rows.every((row) => nameOf(names.assessments, row.assessment_id) !== undefined)).toBe(true);
    expect(await fileText(files.saved[0])).toBe(expectedFile(rows, db));
    expect(questionRequests).toHaveLength(1);
    expect(assessmentRequests).toHaveLength(1);

    // Loaded once: a second export reads them from the cache.
    await user.click(downloadButton());
    await waitFor(() => expect(files.saved).toHaveLength(2));
    expect(questionRequests).toHaveLength(1);
    expect(assessmentRequests).toHaveLength(1);
  });

  it('names the file after the filter, the question by its title from the cache', async () => {
    const question = [...db.questions.values()][0]!;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(
      questionTitlesQueryOptions().queryKey,
      nameListOf([{ id: question.id, name: 'Écrire une requête SQL' }]),
    );
    const questionRequests = recordRequests(server, PATHS.questions);
    const params: QuestionResultsParams = {
      source: 'pipeline',
      status: ['evaluated'],
      question_id: question.id,
      created_after: createdAfterForDate('2025-01-01'),
      created_before: createdBeforeForDate('2026-03-31'),
      sort: '-created_at',
    };
    const { user } = await renderExport(params, null, getQuestionResults, queryClient);

    await user.click(downloadButton());

    const fileName = 'question-results_pipeline_evaluated_2025-01-01_2026-03-31_ecrire-une-requete-sql.csv';
    expect(await screen.findByRole('status')).toHaveTextContent(`to ${fileName}.`);
    expect(files.clickedNames).toEqual([fileName]);
    expect(questionRequests).toEqual([]);
    const records = (await fileText(files.saved[0])).trim().split('\r\n').slice(1);
    expect(records.length).toBeGreaterThan(0);
    for (const record of records) expect(record).toContain(',Écrire une requête SQL,');
  });
});
