import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';

import { ApiError } from '@/api/errors';
import { refusedFields, useFieldErrors, type FieldErrors } from '@/hooks/use-field-errors';
import { FormField } from './FormField';

const FIELDS = ['name', 'email'] as const;
type Field = (typeof FIELDS)[number];

/** Two fields; submitting shows `problems` (what a check or the API said). */
function Form({ problems }: { problems: FieldErrors<Field> }) {
  const fields = useFieldErrors(FIELDS, { autoFocus: 'name', selectOnFocus: true });
  const [sent, setSent] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(!fields.show(problems));
  };
  return (
    <form onSubmit={submit} aria-label="Form">
      <FormField fields={fields} name="name" label="Name" className="field">
        <input defaultValue="Ada" {...fields.control('name', 'name-hint')} onChange={() => fields.clear('name')} />
        <p id="name-hint">Up to 200 characters.</p>
      </FormField>
      <FormField fields={fields} name="email" label="Email" className="field">
        <input {...fields.control('email')} onChange={() => fields.clear('email')} />
      </FormField>
      <button type="submit">Send</button>
      {sent && <p>Sent.</p>}
    </form>
  );
}

describe('useFieldErrors with FormField', () => {
  it('focuses the first field as the form appears, its text selected', () => {
    render(<Form problems={{}} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(name).toHaveProperty('selectionStart', 0);
    expect(name).toHaveProperty('selectionEnd', 3);
  });

  it('shows each problem under its field, described after its hints, and focuses the first in error', async () => {
    const user = userEvent.setup();
    render(<Form problems={{ email: 'Enter an email address.', name: 'Enter a name.' }} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(name).toHaveAccessibleDescription('Up to 200 characters.');

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Up to 200 characters. Enter a name.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Enter an email address.');
    expect(name).toHaveFocus();
    expect(screen.queryByText('Sent.')).not.toBeInTheDocument();

    // Editing a field takes back its problem only.
    await user.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter an email address.')).not.toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves focus to a later field when only it is in error, and sends when nothing is', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Form problems={{ email: 'Enter an email address.' }} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();

    rerender(<Form problems={{}} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('refusedFields', () => {
  const apiError = (code: string, message: string) =>
    new ApiError({ status: 400, code, message, requestId: 'req_x', method: 'PATCH', path: '/pipelines/p' });

  it('is the field an invalid_body names, when the form has it', () => {
    expect(refusedFields(apiError('invalid_body', 'Field "email" is too long.'), FIELDS)).toEqual({
      email: 'Field "email" is too long.',
    });
    expect(
      refusedFields(apiError('invalid_body', 'Field "name" x'), FIELDS, (message) => `Refused: ${message}`),
    ).toEqual({ name: 'Refused: Field "name" x' });
  });

  it('is undefined for a field the form lacks, a body refused as a whole, or another error', () => {
    expect(refusedFields(apiError('invalid_body', 'Field "pipeline_id" x'), FIELDS)).toBeUndefined();
    expect(refusedFields(apiError('invalid_body', 'The request body is not valid JSON.'), FIELDS)).toBeUndefined();
    expect(refusedFields(apiError('not_found', 'Field "name" x'), FIELDS)).toBeUndefined();
    expect(refusedFields(new Error('Field "name" x'), FIELDS)).toBeUndefined();
  });
});
