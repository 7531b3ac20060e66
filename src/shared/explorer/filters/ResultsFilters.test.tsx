// First: the filters run in Berlin, whatever the machine's zone.
import './berlin-time-zone.test-support';

import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { displayTimeZone, formatDateTime } from '@/lib/format-time';
import {
  CANDIDATE,
  EVERY_FILTER_CLEARED,
  moreFilters,
  moreFiltersShown,
  pipeline,
  question,
  renderFilters,
  toggleMoreFilters,
} from './results-filters.test-support';

const filters = () => screen.getByRole('region', { name: 'Filters' });
const status = () => within(screen.getByRole('group', { name: 'Status' }));

describe('ResultsFilters', () => {
  it('shows source, question, pipeline and period in a row and the rest behind More filters', async () => {
    const { user } = await renderFilters();
    const row = within(filters());
    for (const name of ['Source', 'Question', 'Pipeline', 'Period'])
      expect(row.getByRole('combobox', { name })).toBeVisible();
    const more = moreFilters();
    expect(more).toHaveAccessibleName('More filters');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Candidate ID' })).not.toBeInTheDocument();

    // By keyboard: the button says it is open and which filters it shows.
    more.focus();
    await user.keyboard('{Enter}');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await moreFiltersShown();
    const panel = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(panel).getByRole('group', { name: 'Status' })).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: 'Candidate ID' })).toBeVisible();
    expect(within(panel).getByRole('group', { name: 'Created between' })).toBeVisible();
    expect(within(panel).getByLabelText('From')).toBeVisible();

    await user.keyboard(' ');
    expect(more).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens More filters when one of its filters is set, saying how many, and counts them while closed', async () => {
    const { user } = await renderFilters({
      status: 'evaluated',
      candidate_id: CANDIDATE,
      created_after: '2026-03-01T00:00:00+01:00',
    });
    await moreFiltersShown();
    expect(moreFilters()).toHaveAccessibleName('More filters (3 set)');
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'true');
    expect(status().getByRole('checkbox', { name: 'Evaluated' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Candidate ID' })).toHaveValue(CANDIDATE);
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');

    await toggleMoreFilters(user);
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'false');
    expect(moreFilters()).toHaveAccessibleName('More filters (3 set)');
  });

  it('filters by source, back to page 1', async () => {
    const { user, changes } = await renderFilters();
    const source = within(filters()).getByRole('combobox', { name: 'Source' });
    expect(source).toHaveValue('');
    expect(source).toHaveAccessibleDescription(/Standalone: sent on its own\. Pipeline: a step in a hiring pipeline\./);

    await user.selectOptions(source, 'Pipeline');
    expect(changes).toHaveBeenCalledExactlyOnceWith({ source: 'pipeline', page: 1 }, undefined);
    await user.selectOptions(source, 'All sources');
    expect(changes).toHaveBeenLastCalledWith({ source: undefined, page: 1 }, undefined);
  });

  it('filters by status as a comma list in a fixed order; none checked means every status', async () => {
    const { user, changes } = await renderFilters();
    await toggleMoreFilters(user);

    await user.click(status().getByRole('checkbox', { name: 'Unable to grade' }));
    await user.click(status().getByRole('checkbox', { name: 'Pending' }));
    expect(changes).toHaveBeenLastCalledWith({ status: 'pending,unable_to_grade', page: 1 }, undefined);
    expect(status().getByRole('checkbox', { name: 'Pending' })).toBeChecked();

    await user.click(status().getByRole('checkbox', { name: 'Pending' }));
    await user.click(status().getByRole('checkbox', { name: 'Unable to grade' }));
    expect(changes).toHaveBeenLastCalledWith({ status: undefined, page: 1 }, undefined);
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it('shows statuses it does not know as checked boxes, keeps them, and lets the user uncheck them', async () => {
    const { user, changes } = await renderFilters({ status: 'evaluated,bogus' });
    expect(status().getByRole('checkbox', { name: 'Evaluated' })).toBeChecked();
    expect(status().getByRole('checkbox', { name: 'bogus (unknown)' })).toBeChecked();

    await user.click(status().getByRole('checkbox', { name: 'Pending' }));
    expect(changes).toHaveBeenLastCalledWith({ status: 'pending,evaluated,bogus', page: 1 }, undefined);

    await user.click(status().getByRole('checkbox', { name: 'bogus (unknown)' }));
    expect(changes).toHaveBeenLastCalledWith({ status: 'pending,evaluated', page: 1 }, undefined);
    expect(status().queryByRole('checkbox', { name: /unknown/ })).not.toBeInTheDocument();
  });

  it('filters by a question picked by title, and by a pipeline picked by name', async () => {
    const { user, changes, pipelinePickerRef } = await renderFilters();

    await user.type(screen.getByRole('combobox', { name: 'Question' }), 'requete{Enter}');
    expect(changes).toHaveBeenLastCalledWith({ question_id: question.id, page: 1 }, undefined);
    expect(screen.getByRole('combobox', { name: 'Question' })).toHaveValue(question.name);

    const pipelinePicker = screen.getByRole('combobox', { name: 'Pipeline' });
    expect(pipelinePickerRef.current).toBe(pipelinePicker);
    expect(pipelinePicker).toHaveAccessibleDescription('Pipeline rows only.');
    await user.click(pipelinePicker);
    await user.click(screen.getByRole('option', { name: pipeline.name }));
    // A pipeline's rows are pipeline rows: Source follows in the same change.
    expect(changes).toHaveBeenLastCalledWith({ pipeline_id: pipeline.id, source: 'pipeline', page: 1 }, undefined);

    await user.click(screen.getByRole('button', { name: 'Clear pipeline' }));
    expect(changes).toHaveBeenLastCalledWith({ pipeline_id: undefined, page: 1 }, undefined);
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('says beside Source that a picked pipeline set it, and drops the pipeline when Standalone is chosen', async () => {
    const { user, changes } = await renderFilters();
    const source = screen.getByRole('combobox', { name: 'Source' });

    await user.click(screen.getByRole('combobox', { name: 'Pipeline' }));
    await user.click(screen.getByRole('option', { name: pipeline.name }));
    expect(source).toHaveValue('pipeline');
    expect(screen.getByText('Pipeline source: a pipeline is picked.')).toBeInTheDocument();
    expect(source).toHaveAccessibleDescription(/^Pipeline source: a pipeline is picked\./);

    // Standalone rows belong to no pipeline: keeping it would match nothing.
    await user.selectOptions(source, 'Standalone');
    expect(changes).toHaveBeenLastCalledWith({ source: 'standalone', pipeline_id: undefined, page: 1 }, undefined);
    expect(screen.getByRole('combobox', { name: 'Pipeline' })).toHaveValue('');
    expect(screen.getByText('Pipeline filter removed: standalone rows belong to no pipeline.')).toBeInTheDocument();

    await user.selectOptions(source, 'All sources');
    expect(changes).toHaveBeenLastCalledWith({ source: undefined, page: 1 }, undefined);
    expect(screen.queryByText(/Pipeline filter removed/)).not.toBeInTheDocument();
  });

  it('filters by candidate ID once it is a UUID, on Enter or Apply', async () => {
    const { user, changes } = await renderFilters();
    await toggleMoreFilters(user);
    const input = screen.getByRole('textbox', { name: 'Candidate ID' });
    expect(input).toHaveAccessibleDescription(/the same ID can be two different people/);

    await user.type(input, 'not-an-id{Enter}');
    expect(screen.getByText(/“not-an-id” is not a candidate ID\. Candidate IDs are UUIDs/)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/is not a candidate ID/);
    expect(changes).not.toHaveBeenCalled();

    await user.clear(input);
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await user.type(input, ` ${CANDIDATE} `);
    expect(screen.getByText('Not applied yet: press Enter or Apply.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(changes).toHaveBeenCalledExactlyOnceWith({ candidate_id: CANDIDATE, page: 1 }, undefined);
    expect(input).toHaveValue(CANDIDATE);
    expect(screen.queryByText('Not applied yet: press Enter or Apply.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear candidate ID' }));
    expect(changes).toHaveBeenLastCalledWith({ candidate_id: undefined, page: 1 }, undefined);
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('filters by days in the user’s time zone: From is the start of the day, To the start of the next', async () => {
    const { user, changes } = await renderFilters();
    await toggleMoreFilters(user);
    const range = within(screen.getByRole('group', { name: 'Created between' }));
    expect(displayTimeZone()).toBe('Europe/Berlin');
    expect(screen.getByText('Days in Europe/Berlin, your time zone; To includes the whole day.')).toBeInTheDocument();

    await user.type(range.getByLabelText('From'), '2026-03-01');
    expect(changes).toHaveBeenLastCalledWith({ created_after: '2026-03-01T00:00:00+01:00', page: 1 }, undefined);
    expect(range.getByLabelText('From')).toHaveValue('2026-03-01');

    // Clocks go forward on 29 March: the next day starts in summer time.
    await user.type(range.getByLabelText('To'), '2026-03-29');
    expect(changes).toHaveBeenLastCalledWith({ created_before: '2026-03-30T00:00:00+02:00', page: 1 }, undefined);
    // To shows the day it includes, not the exclusive bound.
    expect(range.getByLabelText('To')).toHaveValue('2026-03-29');

    await user.clear(range.getByLabelText('From'));
    expect(changes).toHaveBeenLastCalledWith({ created_after: undefined, page: 1 }, undefined);
    expect(changes).toHaveBeenCalledTimes(3);
  });

  it('does not filter by a year still being typed', async () => {
    const { user, changes } = await renderFilters();
    await toggleMoreFilters(user);
    const from = screen.getByLabelText('From');
    // What a browser's date field reports while the year is typed digit by digit.
    for (const partial of ['0002-03-01', '0020-03-01', '0202-03-01'])
      fireEvent.change(from, { target: { value: partial } });
    expect(changes).not.toHaveBeenCalled();
    expect(from).toHaveValue('0202-03-01');
    fireEvent.change(from, { target: { value: '2026-03-01' } });
    expect(changes).toHaveBeenCalledExactlyOnceWith({ created_after: '2026-03-01T00:00:00+01:00', page: 1 }, undefined);
  });

  it('shows the days of the URL’s instants, and the exact instant when it is not a day boundary here', async () => {
    // A link made in New York: its days start at 06:00 in Berlin.
    const offHour = '2026-04-01T00:00:00-04:00';
    await renderFilters({ created_after: '2026-03-01T00:00:00+01:00', created_before: offHour });
    await moreFiltersShown();

    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('From')).not.toHaveAccessibleDescription();
    const to = screen.getByLabelText('To');
    expect(to).toHaveValue('2026-04-01');
    expect(to).toHaveAccessibleDescription(
      `Up to ${formatDateTime(offHour)}, not included (a link made in another time zone).`,
    );

    cleanup();
    await renderFilters({ created_after: '2026-03-01T00:00:00Z' });
    await moreFiltersShown();
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      `From ${formatDateTime('2026-03-01T00:00:00Z')} exactly (a link made in another time zone).`,
    );
  });

  it('warns when To is before From', async () => {
    await renderFilters({ created_after: '2026-03-10T00:00:00+01:00', created_before: '2026-03-02T00:00:00+01:00' });
    await moreFiltersShown();
    expect(screen.getByText('To is before From: no rows can match.')).toBeInTheDocument();
  });

  it('clears every filter at once, keeping rows per page and sort', async () => {
    const { user, changes } = await renderFilters();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await toggleMoreFilters(user);
    await user.click(status().getByRole('checkbox', { name: 'Evaluated' }));
    changes.mockClear();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(changes).toHaveBeenCalledExactlyOnceWith(EVERY_FILTER_CLEARED, undefined);
    expect(status().getByRole('checkbox', { name: 'Evaluated' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveFocus();
  });

  it('follows the URL when it changes under it (back and forward)', async () => {
    const { user, goTo, changes } = await renderFilters();
    await toggleMoreFilters(user);
    await user.type(screen.getByRole('textbox', { name: 'Candidate ID' }), 'half typed');
    await toggleMoreFilters(user);
    expect(screen.queryByRole('textbox', { name: 'Candidate ID' })).not.toBeInTheDocument();

    goTo({
      source: 'standalone',
      status: 'pending',
      question_id: question.id,
      pipeline_id: pipeline.id,
      candidate_id: CANDIDATE,
      created_after: '2026-05-04T00:00:00+02:00',
    });
    // Filters set behind More filters come into sight.
    await moreFiltersShown();
    expect(moreFilters()).toHaveAccessibleName('More filters (3 set)');
    expect(moreFilters()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue('standalone');
    expect(status().getByRole('checkbox', { name: 'Pending' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Question' })).toHaveValue(question.name);
    expect(screen.getByRole('combobox', { name: 'Pipeline' })).toHaveValue(pipeline.name);
    expect(screen.getByRole('textbox', { name: 'Candidate ID' })).toHaveValue(CANDIDATE);
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-04');

    goTo({});
    expect(moreFilters()).toHaveAccessibleName('More filters');
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue('');
    expect(status().getByRole('checkbox', { name: 'Pending' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Question' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Candidate ID' })).toHaveValue('');
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(changes).not.toHaveBeenCalled();
  });
});
