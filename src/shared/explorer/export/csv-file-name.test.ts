import { describe, expect, it } from 'vitest';

import type { NameList } from '@/shared/explorer/api/names';
import { MAX_FILE_NAME_LENGTH, csvFileName, fileNameLists } from './csv-file-name';

const TODAY = '2026-05-03';
const BERLIN = 'Europe/Berlin';
const QUESTION = '11111111-1111-4111-8111-111111111111';
const ASSESSMENT = '22222222-2222-4222-8222-222222222222';
const PIPELINE = '33333333-3333-4333-8333-333333333333';
const CANDIDATE = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const nameList = (items: Record<string, string>): NameList => ({
  list: Object.entries(items).map(([id, name]) => ({ id, name })),
  byId: items,
  complete: true,
});

describe('csvFileName', () => {
  it('names the list and the day of the export when nothing is filtered', () => {
    expect(csvFileName('question-results', {}, {}, TODAY, BERLIN)).toBe('question-results_as-of-2026-05-03.csv');
  });

  it('adds source, statuses and the days of the range, To included, in the user’s time zone', () => {
    const params = {
      source: 'pipeline',
      status: ['evaluated'],
      created_after: '2026-01-01T00:00:00+01:00',
      created_before: '2026-04-01T00:00:00+02:00',
    };
    expect(csvFileName('question-results', params, {}, TODAY, BERLIN)).toBe(
      'question-results_pipeline_evaluated_2026-01-01_2026-03-31.csv',
    );
    expect(csvFileName('assessment-results', { status: ['pending', 'unable_to_grade'] }, {}, TODAY, BERLIN)).toBe(
      'assessment-results_pending-unable-to-grade_as-of-2026-05-03.csv',
    );
    expect(csvFileName('r', { created_after: '2026-01-01T00:00:00+01:00' }, {}, TODAY, BERLIN)).toBe(
      'r_from-2026-01-01.csv',
    );
    expect(csvFileName('r', { created_before: '2026-04-01T00:00:00+02:00' }, {}, TODAY, BERLIN)).toBe(
      'r_to-2026-03-31.csv',
    );
  });

  it('names the question, assessment and pipeline by slugs of their names, and the candidate by a short id', () => {
    const names = {
      questions: nameList({ [QUESTION]: 'Écrire une requête SQL' }),
      assessments: nameList({ [ASSESSMENT]: 'Backend — Basics (2026)' }),
      pipelines: nameList({ [PIPELINE]: 'Backend hiring' }),
    };
    expect(csvFileName('question-results', { question_id: QUESTION }, names, TODAY, BERLIN)).toBe(
      'question-results_as-of-2026-05-03_ecrire-une-requete-sql.csv',
    );
    expect(
      csvFileName(
        'assessment-results',
        { assessment_id: ASSESSMENT, pipeline_id: PIPELINE, candidate_id: CANDIDATE },
        names,
        TODAY,
        BERLIN,
      ),
    ).toBe('assessment-results_as-of-2026-05-03_backend-basics-2026_backend-hiring_candidate-7c9e6679.csv');
  });

  it('falls back to the start of the id for a name it does not have or cannot spell in ASCII', () => {
    const names = { questions: nameList({ [QUESTION]: '日本語の質問' }) };
    expect(csvFileName('q', { question_id: QUESTION, assessment_id: ASSESSMENT }, names, TODAY, BERLIN)).toBe(
      'q_as-of-2026-05-03_11111111_22222222.csv',
    );
  });

  it('keeps hostile and long names short and safe for any file system', () => {
    const names = {
      questions: nameList({ [QUESTION]: `../../etc/passwd; rm -rf * ${'Very long title '.repeat(20)}` }),
      assessments: nameList({ [ASSESSMENT]: '=HYPERLINK("http://evil")\u0000\\con' }),
      pipelines: nameList({ [PIPELINE]: 'x'.repeat(300) }),
    };
    const name = csvFileName(
      'question-results',
      {
        source: 'pipeline',
        status: ['pending', 'evaluated', 'unable_to_grade'],
        question_id: QUESTION,
        assessment_id: ASSESSMENT,
        pipeline_id: PIPELINE,
        candidate_id: CANDIDATE,
        created_after: '2026-01-01T00:00:00+01:00',
        created_before: '2026-04-01T00:00:00+02:00',
      },
      names,
      TODAY,
      BERLIN,
    );
    expect(name).toMatch(/^[a-z0-9_-]+\.csv$/);
    expect(name.length).toBeLessThanOrEqual(MAX_FILE_NAME_LENGTH);
    expect(name).toMatch(
      /^question-results_pipeline_pending-evaluated-unable-to-grade_2026-01-01_2026-03-31_etc-passwd-rm/,
    );
  });
});

describe('fileNameLists', () => {
  it('asks for the lists naming the filter’s ids', () => {
    expect(fileNameLists({})).toEqual([]);
    expect(fileNameLists({ question_id: QUESTION, pipeline_id: PIPELINE })).toEqual(['questions', 'pipelines']);
    expect(fileNameLists({ assessment_id: ASSESSMENT })).toEqual(['assessments']);
  });
});
