import { useId, useRef, useState } from 'react';
import { z } from '@assessment-insights/contract/zod';

// The same check as the URL's candidate_id (shared/url-search.ts uuidParam).
const candidateIdSchema = z.guid();

interface CandidateIdFilterProps {
  /** `candidate_id` in the URL, if any. */
  value: string | undefined;
  onChange: (candidateId: string | undefined) => void;
}

/** `candidate_id`: typed or pasted, applied on Enter or "Apply" once it is a UUID. */
export function CandidateIdFilter({ value, onChange }: CandidateIdFilterProps) {
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState(value ?? '');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // The URL is the truth: when it changes (back/forward, Clear filters), the text follows.
  const [draftFor, setDraftFor] = useState(value);
  if (draftFor !== value) {
    setDraftFor(value);
    setDraft(value ?? '');
    setProblem(undefined);
  }

  const apply = () => {
    const text = draft.trim();
    if (text === '') {
      setProblem(undefined);
      if (value !== undefined) onChange(undefined);
      return;
    }
    if (!candidateIdSchema.safeParse(text).success) {
      setProblem(
        `“${text}” is not a candidate ID. Candidate IDs are UUIDs, like 7c9e6679-7425-40de-944b-e07fc1f90ae7.`,
      );
      return;
    }
    setProblem(undefined);
    if (text.toLowerCase() !== value?.toLowerCase()) onChange(text);
  };

  const clear = () => {
    setDraft('');
    setProblem(undefined);
    onChange(undefined);
    inputRef.current?.focus();
  };

  const pending = draft.trim() !== (value ?? '') && problem === undefined;

  return (
    <form
      className="filter-field candidate-filter"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <label htmlFor={inputId}>Candidate ID</label>
      <div className="filter-inline">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          autoComplete="off"
          spellCheck={false}
          className="candidate-filter-input"
          value={draft}
          aria-invalid={problem !== undefined}
          aria-describedby={problem === undefined ? hintId : `${problemId} ${hintId}`}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(undefined);
          }}
        />
        <button type="submit" className="button-secondary">
          Apply
        </button>
        {value !== undefined && (
          <button type="button" className="button-secondary" aria-label="Clear candidate ID" onClick={clear}>
            Clear
          </button>
        )}
      </div>
      <p id={problemId} className="field-problem" aria-live="polite">
        {problem}
      </p>
      {pending && <p className="field-hint muted">Not applied yet: press Enter or Apply.</p>}
      <p id={hintId} className="field-hint muted">
        Standalone and pipeline rows number candidates separately: the same ID can be two different people.
      </p>
    </form>
  );
}
