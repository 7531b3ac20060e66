import { useId, useLayoutEffect, useState } from 'react';

import { API_ERROR, invalidBodyField } from '@assessment-insights/contract';
import { isApiError } from '@/api/errors';

/** Each field's problem, by field name; a field without one is absent or undefined. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** What a field's control takes to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FormFields<Field extends string> {
  /** The problems shown now: the form's own checks, or what the API refused. */
  errors: FieldErrors<Field>;
  /** The id of the field's control, for its label's `htmlFor`. */
  id: (field: Field) => string;
  /** The id of the paragraph that says the field's problem. */
  problemId: (field: Field) => string;
  /** The control's id and ARIA: described by `describedBy` (its hints, in order), then its problem. */
  control: (field: Field, ...describedBy: (string | undefined)[]) => FieldControlProps;
  /**
   * Shows `problems` in place of those shown, and moves focus to the first field in error (in
   * the order given to the hook). True when there is one: the form is not to be sent.
   */
  show: (problems: FieldErrors<Field>) => boolean;
  /** Takes back a field's problem: the user changed what it judged. */
  clear: (field: Field) => void;
  /** Moves focus to a field once the current render is committed. */
  focus: (field: Field) => void;
}

interface FocusRequest<Field> {
  field: Field;
  select?: boolean;
}

export interface FieldErrorsOptions<Field> {
  /** The field focused as the form appears. */
  autoFocus?: Field;
  /** Selects the auto-focused field's text too: typing replaces it. */
  selectOnFocus?: boolean;
}

/**
 * The field errors of a form, shown under each field with `aria-invalid` and `aria-describedby`,
 * and focus on the first field in error. `fields` lists the form's fields in the order they
 * appear. `FormField` (src/components) renders a field with its problem under `problemId(field)`.
 */
export function useFieldErrors<const Field extends string>(
  fields: readonly Field[],
  { autoFocus, selectOnFocus = false }: FieldErrorsOptions<Field> = {},
): FormFields<Field> {
  const baseId = useId();
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  // A new object each time, so asking twice for the same field still moves focus.
  const [focusRequest, setFocusRequest] = useState<FocusRequest<Field> | null>(
    autoFocus === undefined ? null : { field: autoFocus, select: selectOnFocus },
  );

  const id = (field: Field) => `${baseId}-${field}`;
  const problemId = (field: Field) => `${baseId}-${field}-problem`;

  // At commit, once the problems are in the page: the field is announced with its problem.
  useLayoutEffect(() => {
    if (!focusRequest) return;
    // By id, not by ref: a form keeps its own refs (the key form reads its input uncontrolled).
    const element = document.getElementById(`${baseId}-${focusRequest.field}`);
    element?.focus();
    if (focusRequest.select && element instanceof HTMLInputElement) element.select();
  }, [baseId, focusRequest]);

  return {
    errors,
    id,
    problemId,
    control: (field, ...describedBy) => {
      const error = errors[field];
      const ids = [...describedBy, error && problemId(field)].filter(Boolean).join(' ');
      return { id: id(field), 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
    },
    show: (problems) => {
      setErrors(problems);
      const first = fields.find((field) => problems[field] !== undefined);
      if (first !== undefined) setFocusRequest({ field: first });
      return first !== undefined;
    },
    // The same object when there was nothing to take back: no render for each key typed.
    clear: (field) => setErrors((shown) => (shown[field] === undefined ? shown : { ...shown, [field]: undefined })),
    focus: (field) => setFocusRequest({ field }),
  };
}

/**
 * The API's refusal of one of `fields` (`invalid_body` whose message names it) as that field's
 * problem, worded by `say`; undefined for any other error, which belongs in an error panel.
 */
export function refusedFields<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  say: (message: string) => string = (message) => message,
): FieldErrors<Field> | undefined {
  if (!isApiError(error) || error.code !== API_ERROR.invalid_body) return undefined;
  const named = invalidBodyField(error.message);
  const field = fields.find((candidate) => candidate === named);
  // A computed key widens to string: it is `field`, one of `fields`.
  return field === undefined ? undefined : ({ [field]: say(error.message) } as FieldErrors<Field>);
}
