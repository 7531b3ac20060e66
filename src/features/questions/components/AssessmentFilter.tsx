import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';

import type { NameList } from '@/shared/explorer/api/names';

interface AssessmentFilterProps {
  /** The `assessment_id` in the URL, if any. */
  value: string | undefined;
  names: UseQueryResult<NameList>;
  onChange: (assessmentId: string | undefined) => void;
}

/** "Which assessment's questions": a select of the workspace's assessments by name. */
export function AssessmentFilter({ value, names, onChange }: AssessmentFilterProps) {
  const selectId = useId();
  const statusId = useId();
  const list = names.data?.list ?? [];
  // The URL may spell the id in another case than the API does.
  const known =
    value === undefined ? undefined : list.find((assessment) => assessment.id.toLowerCase() === value.toLowerCase());
  const selected = known?.id ?? value ?? '';
  const unknownLabel = names.isPending ? 'Loading assessment names…' : `Unknown assessment (${value})`;

  return (
    <div className="questions-filters">
      <label htmlFor={selectId}>Assessment</label>
      <select
        id={selectId}
        value={selected}
        aria-describedby={names.isPending || names.isError ? statusId : undefined}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">All assessments</option>
        {value !== undefined && known === undefined && <option value={value}>{unknownLabel}</option>}
        {list.map((assessment) => (
          <option key={assessment.id} value={assessment.id}>
            {assessment.name}
          </option>
        ))}
      </select>
      {names.isPending && (
        <span id={statusId} className="muted">
          Loading assessment names…
        </span>
      )}
      {names.isError && (
        <span id={statusId} className="questions-filters-problem">
          The assessment names could not be loaded ({names.error.message}).{' '}
          <button type="button" className="button-secondary" onClick={() => void names.refetch()}>
            Load them again
          </button>
        </span>
      )}
    </div>
  );
}
