import { useEffect, useId, useRef } from 'react';

/** How long typing must pause before the filter goes into the URL. */
const COMMIT_DELAY_MS = 250;

interface NameFilterProps {
  /** The URL's `q`. */
  value: string | undefined;
  /** Writes the filter into the URL; undefined clears it. */
  onChange: (value: string | undefined) => void;
}

/**
 * The quick filter by name. The input keeps what is typed (the URL follows after a short pause,
 * or at once on Enter), and shows the URL's value when it changes by other means: "Clear
 * filter", the back button.
 */
export function NameFilter({ value, onChange }: NameFilterProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    if (inputRef.current) inputRef.current.value = value ?? '';
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (text: string) => {
    clearTimeout(timer.current);
    const next = text === '' ? undefined : text;
    if (next === committed.current) return;
    committed.current = next;
    onChange(next);
  };

  const clear = () => {
    if (inputRef.current) {
      inputRef.current.value = '';
      // The button goes away with the filter: keep the keyboard user in the field.
      inputRef.current.focus();
    }
    commit('');
  };

  return (
    <form
      role="search"
      aria-label="Assessments"
      className="name-filter"
      onSubmit={(event) => {
        event.preventDefault();
        commit(inputRef.current?.value ?? '');
      }}
    >
      <label htmlFor={inputId}>Filter by name</label>
      <input
        id={inputId}
        ref={inputRef}
        type="search"
        defaultValue={value ?? ''}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          const text = event.currentTarget.value;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => commit(text), COMMIT_DELAY_MS);
        }}
      />
      {value !== undefined && (
        <button type="button" onClick={clear}>
          Clear filter
        </button>
      )}
    </form>
  );
}
