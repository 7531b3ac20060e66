import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';

import { serveFakeApi } from '@/testing/fake-api-server';
import { API, apiErrorResponse, gate } from '@/testing/msw-helpers';
import { renderWithProviders } from '@/testing/render-with-providers';
import { questionTitlesQueryOptions, useQuestionTitles } from '@/shared/explorer/api/names';
import { nameListOf } from '@/shared/explorer/api/names.test-support';
import { NamePicker } from './NamePicker';
import { idOf, optionNames, questionCombobox, renderQuestionPicker } from './results-filters.test-support';

const { server } = serveFakeApi();

const special = [
  { id: idOf(1), name: 'Écrire une fonction récursive' },
  { id: idOf(2), name: 'SQL joins' },
  { id: idOf(3), name: 'Explain a résumé gap' },
];
const numbered = Array.from({ length: 117 }, (_, index) => ({
  id: idOf(100 + index),
  name: `Numbered question ${index + 1}`,
}));
const list = [...special, ...numbered].sort((a, b) => a.name.localeCompare(b.name));
const names = nameListOf(list);

const renderPicker = (initial?: string) => renderQuestionPicker(names, { initial });

describe('NamePicker', () => {
  it('opens on ArrowDown with the first 50 names and says how many more there are', async () => {
    const { user } = await renderPicker();
    expect(questionCombobox()).toHaveAttribute('aria-expanded', 'false');
    expect(questionCombobox()).toHaveAttribute('placeholder', 'All questions');

    await user.click(questionCombobox());
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');

    expect(questionCombobox()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toHaveLength(50);
    expect(optionNames()[0]).toBe(list[0]!.name);
    expect(screen.getByText('70 more — keep typing')).toBeInTheDocument();
  });

  it('searches by title ignoring case and accents, and picks with a click', async () => {
    const { user, onChange } = await renderPicker();

    await user.type(questionCombobox(), 'ECRIRE');
    expect(optionNames()).toEqual(['Écrire une fonction récursive']);

    await user.clear(questionCombobox());
    await user.type(questionCombobox(), 'resume');
    expect(optionNames()).toEqual(['Explain a résumé gap']);

    await user.click(screen.getByRole('option', { name: 'Explain a résumé gap' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(idOf(3));
    expect(questionCombobox()).toHaveValue('Explain a résumé gap');
    expect(questionCombobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists names starting with the text first, narrows as more is typed, and says when nothing matches', async () => {
    const { user } = await renderPicker();

    await user.type(questionCombobox(), 'question 11');
    expect(optionNames()).toEqual(
      [...Array.from({ length: 8 }, (_, index) => `Numbered question ${110 + index}`), 'Numbered question 11'].sort(),
    );
    await user.type(questionCombobox(), '7');
    expect(optionNames()).toEqual(['Numbered question 117']);
    await user.type(questionCombobox(), 'x');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No questions match.')).toBeInTheDocument();

    await user.clear(questionCombobox());
    await user.type(questionCombobox(), 'sql');
    expect(optionNames()).toEqual(['SQL joins']);
  });

  it('works by keyboard: arrows move the active option, Enter picks, Escape closes and restores', async () => {
    const { user, onChange } = await renderPicker(idOf(2));
    expect(questionCombobox()).toHaveValue('SQL joins');

    await user.click(questionCombobox());
    await user.keyboard('{Escape}');
    await user.clear(questionCombobox());
    await user.type(questionCombobox(), 'numbered question 2');
    // The first match is active as soon as there is text.
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(questionCombobox()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(questionCombobox()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Wraps around to the last option.
    expect(questionCombobox()).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);

    await user.keyboard('{Escape}');
    expect(questionCombobox()).toHaveAttribute('aria-expanded', 'false');
    expect(questionCombobox()).toHaveValue('SQL joins');
    expect(onChange).not.toHaveBeenCalled();

    await user.type(questionCombobox(), '{Control>}a{/Control}joins{ArrowDown}');
    await user.keyboard('{Enter}');
    // Picking the value already chosen changes nothing.
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{Control>}a{/Control}numbered question 5{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(numbered[4]!.id);
    expect(questionCombobox()).toHaveValue('Numbered question 5');
  });

  it('opens on ArrowDown at the chosen name', async () => {
    const { user } = await renderPicker(idOf(3));
    await user.click(questionCombobox());
    await user.keyboard('{Escape}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Explain a résumé gap');
  });

  it('opens on ArrowUp at the last option shown', async () => {
    const { user } = await renderPicker();
    await user.click(questionCombobox());
    await user.keyboard('{Escape}{ArrowUp}');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent(list[49]!.name);
  });

  it('clears the choice with the Clear button or an emptied input and Enter', async () => {
    const { user, onChange } = await renderPicker(idOf(1));
    expect(questionCombobox()).toHaveValue('Écrire une fonction récursive');

    await user.click(screen.getByRole('button', { name: 'Clear question' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(undefined);
    expect(questionCombobox()).toHaveValue('');
    expect(questionCombobox()).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear question' })).not.toBeInTheDocument();

    await user.keyboard('sql{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(idOf(2));
    await user.clear(questionCombobox());
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('shows an id it has no name for as unknown, and matches a pasted id', async () => {
    const unknown = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const { user } = await renderPicker(unknown);
    expect(questionCombobox()).toHaveValue(`Unknown question (${unknown})`);

    await user.click(screen.getByRole('button', { name: 'Clear question' }));
    await user.type(questionCombobox(), idOf(2).toUpperCase());
    expect(optionNames()).toEqual(['SQL joins']);
  });

  it('tells apart questions with the same title by the start of their id', async () => {
    const twins = [
      { id: 'aaaaaaaa-0000-4000-8000-000000000001', name: 'String parsing' },
      { id: 'bbbbbbbb-0000-4000-8000-000000000002', name: 'String parsing' },
      { id: idOf(2), name: 'SQL joins' },
    ];
    const titles = { ...nameListOf(twins), complete: false };
    const { user, onChange } = await renderQuestionPicker(titles, { initial: twins[1]!.id });
    expect(questionCombobox()).toHaveValue('String parsing · bbbbbbbb');
    expect(screen.getByText('Only the first 3 questions can be searched.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear question' }));
    await user.type(questionCombobox(), 's');
    expect(optionNames()).toEqual(['String parsing · aaaaaaaa', 'String parsing · bbbbbbbb', 'SQL joins']);
    await user.click(screen.getByRole('option', { name: 'String parsing · aaaaaaaa' }));
    expect(onChange).toHaveBeenLastCalledWith(twins[0]!.id);
  });

  it('matches an id in the URL written in upper case', async () => {
    await renderPicker(idOf(2).toUpperCase());
    expect(questionCombobox()).toHaveValue('SQL joins');
  });

  it('says while the names load, and offers to load them again when they fail', async () => {
    const held = gate();
    server.use(
      http.get(`${API}/questions`, async () =>
        held.opened.then(() => apiErrorResponse(400, 'invalid_parameter', 'Something broke', 'req_1')),
      ),
    );
    const { user } = await renderQuestionPicker(undefined);

    expect(screen.getByText('Loading question names…')).toBeInTheDocument();
    expect(questionCombobox()).toHaveAccessibleDescription('Loading question names…');
    held.open();

    expect(await screen.findByText(/The question names could not be loaded \(.+\)\./)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Load them again' }));
    await waitFor(() => expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument());

    await user.type(questionCombobox(), 'a');
    expect(screen.getAllByRole('option').length).toBeGreaterThan(0);
  });

  it('gives its input to inputRef and shows a hint', async () => {
    const inputRef = createRef<HTMLInputElement>();
    const queryClient = new QueryClient();
    queryClient.setQueryData(questionTitlesQueryOptions().queryKey, names);
    function WithRef() {
      return (
        <NamePicker
          label="Pipeline"
          pluralLabel="pipelines"
          value={undefined}
          names={useQuestionTitles()}
          onChange={() => {}}
          inputRef={inputRef}
          hint="Pipeline rows only."
        />
      );
    }
    await renderWithProviders(<WithRef />, { queryClient });
    const input = screen.getByRole('combobox', { name: 'Pipeline' });
    expect(inputRef.current).toBe(input);
    expect(input).toHaveAccessibleDescription('Pipeline rows only.');
  });
});
