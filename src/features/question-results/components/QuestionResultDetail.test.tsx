import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { QuestionResult } from '@assessment-insights/contract';
import { displayTimeZone } from '@/lib/format-time';
import { serveFakeApi } from '@/testing/fake-api-server';
import { renderWithProviders } from '@/testing/render-with-providers';
import { questionResultRow } from '@assessment-insights/contract/testing';
import { QuestionResultDetail } from './QuestionResultDetail';

const { fake } = serveFakeApi();
const db = await fake.ready;
const question = [...db.questions.values()][0]!;
const assessment = [...db.assessments.values()][0]!;
const pipeline = [...db.pipelines.values()][0]!;
const HOSTILE = '<img src=x onerror=alert(1)>';

const row = questionResultRow({
  question_id: question.id,
  assessment_id: assessment.id,
  pipeline_id: pipeline.id,
  answer: HOSTILE,
  evaluation_details: { feedback: HOSTILE, passed: 3 },
});

/** The value (`dd`) of a term in the detail's list. */
function field(term: string): HTMLElement {
  const value = screen.getByText(term, { selector: 'dt' }).nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value for ${term}`);
  return value;
}

describe('QuestionResultDetail', () => {
  it('shows every field, names linked, dates with their time zone', async () => {
    await renderWithProviders(<QuestionResultDetail row={row} />);

    expect(await screen.findByRole('link', { name: question.title })).toHaveAttribute(
      'href',
      `/questions/${question.id}`,
    );
    expect(await screen.findByRole('link', { name: assessment.name })).toHaveAttribute(
      'href',
      `/assessments/${assessment.id}`,
    );
    expect(field('Status')).toHaveTextContent('Evaluated');
    expect(field('Score')).toHaveTextContent('72.5');
    expect(field('Source')).toHaveTextContent('Pipeline');
    expect(within(field('Candidate')).getByRole('link', { name: `Candidate ${row.candidate_id}` })).toHaveAttribute(
      'href',
      `/candidates/${row.candidate_id}`,
    );
    expect(await within(field('Pipeline')).findByText(pipeline.name, { exact: false })).toHaveTextContent(pipeline.id);
    expect(field('Created')).toHaveTextContent(`(${displayTimeZone()})`);
    expect(within(field('Created')).getByText((_, element) => element?.tagName === 'TIME')).toHaveAttribute(
      'datetime',
      row.created_at,
    );
    expect(field('Evaluated')).toHaveTextContent(`(${displayTimeZone()})`);
    expect(field('Answer id')).toHaveTextContent(row.id);
  });

  it('renders a hostile answer and evaluation details as text: no element is created from them', async () => {
    const { container } = await renderWithProviders(<QuestionResultDetail row={row} />);

    // The viewers' code loads with the first detail shown.
    expect(await within(screen.getByRole('region', { name: 'Answer' })).findByText(HOSTILE)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Evaluation details' })).getByText(HOSTILE)).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Copy JSON' })).toHaveLength(2);
  });

  it('says "None" for missing evaluation details, and shows an ungraded standalone answer as such', async () => {
    const standalone: QuestionResult = {
      ...row,
      source: 'standalone',
      pipeline_id: null,
      score: null,
      evaluated_at: null,
      status: 'pending',
      evaluation_details: null,
    };
    await renderWithProviders(<QuestionResultDetail row={standalone} />);

    expect(within(screen.getByRole('region', { name: 'Evaluation details' })).getByText('None')).toBeInTheDocument();
    expect(field('Status')).toHaveTextContent('Pending');
    expect(field('Score')).toHaveTextContent(/^— pending$/);
    expect(field('Evaluated')).toHaveTextContent('Not evaluated');
    expect(field('Pipeline')).toHaveTextContent('None');
    expect(within(field('Candidate')).queryByRole('link')).not.toBeInTheDocument();
    expect(field('Candidate')).toHaveTextContent('Invitee 1a2b3c4d…');
  });
});
