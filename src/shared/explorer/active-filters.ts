import { formatDateTime } from '@/lib/format-time';
import { nameOf, type NameList } from './api/names';
import { sourceLabel, statusLabel } from './labels';
import { FILTER_KEYS, statusValues, type FilterKey, type ResultsSearch } from './results-search';

export interface ActiveFilter {
  key: FilterKey;
  /** "Status: Pending, Evaluated", in plain words. */
  label: string;
}

export interface FilterNames {
  subjectLabel: string;
  subject?: NameList;
  pipelines?: NameList;
}

/** The filters narrowing the list, each as the user would say it (names instead of ids when known). */
export function describeActiveFilters(search: ResultsSearch, names: FilterNames): ActiveFilter[] {
  const out: ActiveFilter[] = [];
  for (const key of FILTER_KEYS) {
    const value = search[key];
    if (value === undefined) continue;
    out.push({ key, label: describe(key, value, names) });
  }
  return out;
}

function describe(key: FilterKey, value: string, names: FilterNames): string {
  switch (key) {
    case 'source':
      return `Source: ${sourceLabel(value)}`;
    case 'status':
      return `Status: ${statusValues(value).map(statusLabel).join(', ')}`;
    case 'question_id':
    case 'assessment_id':
      return `${names.subjectLabel}: ${nameOf(names.subject, value) ?? value}`;
    case 'pipeline_id':
      return `Pipeline: ${nameOf(names.pipelines, value) ?? value}`;
    case 'candidate_id':
      return `Candidate: ${value}`;
    case 'created_after':
      return `Created from ${formatDateTime(value)}`;
    case 'created_before':
      return `Created before ${formatDateTime(value)}`;
  }
}
