import type { ReactNode } from 'react';

import type { FormFields } from '@/hooks/use-field-errors';

interface FormFieldProps<Field extends string> {
  fields: FormFields<Field>;
  name: Field;
  label: string;
  className: string;
  /** The control, given `fields.control(name, …hint ids)`, then its hints. */
  children: ReactNode;
}

/** A labelled field from useFieldErrors: its control and hints, then its problem when it has one. */
export function FormField<Field extends string>({ fields, name, label, className, children }: FormFieldProps<Field>) {
  const error = fields.errors[name];
  return (
    <div className={className}>
      <label htmlFor={fields.id(name)}>{label}</label>
      {children}
      {error && (
        <p id={fields.problemId(name)} className="field-problem">
          {error}
        </p>
      )}
    </div>
  );
}
