import { useId, useState, type ReactNode } from 'react';

interface NumberFieldProps {
  label: string;
  /** The value from outside (the URL): shown again whenever it changes. */
  value: number;
  /** The number a text stands for, or null when it is not a valid one. */
  parse: (text: string) => number | null;
  /** Hears each valid value as it is typed. */
  onValue: (value: number) => void;
  /** Under the field while the text is valid (`valid`'s value given), and what a valid one is otherwise. */
  hint: (value: number) => ReactNode;
  invalidHint: string;
  /** The hint is a result the field computes (read out as it changes), not an instruction. */
  live?: boolean;
  className?: string;
  min: number;
  max: number;
  step: number;
  inputMode: 'numeric' | 'decimal';
}

/**
 * A number typed freely: the text stays as typed while it is not a valid number (no jumping
 * caret, no value forced in), each valid value is handed on, and the hint says what is wrong.
 */
export function NumberField({
  label,
  value,
  parse,
  onValue,
  hint,
  invalidHint,
  live,
  className,
  ...input
}: NumberFieldProps) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // The value changed from outside (Back, a link): show it.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const parsed = parse(text);
  const message = parsed === null ? invalidHint : hint(parsed);
  return (
    <div className={className ? `filter-field ${className}` : 'filter-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        {...input}
        value={text}
        aria-describedby={`${id}-hint`}
        aria-invalid={parsed === null}
        onChange={(event) => {
          setText(event.target.value);
          const next = parse(event.target.value);
          if (next !== null) onValue(next);
        }}
      />
      {live ? (
        <output id={`${id}-hint`} htmlFor={id} aria-live="polite">
          {message}
        </output>
      ) : (
        <p id={`${id}-hint`} className="field-hint muted">
          {message}
        </p>
      )}
    </div>
  );
}

/** A whole number from `min` to `max` as typed (up to three digits), or null. */
export function wholeNumberIn(min: number, max: number): (text: string) => number | null {
  return (text) => {
    const trimmed = text.trim();
    if (!/^\d{1,3}$/.test(trimmed)) return null;
    const number = Number(trimmed);
    return number >= min && number <= max ? number : null;
  };
}
