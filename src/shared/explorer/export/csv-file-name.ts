import { dateOfCreatedAfter, dateOfCreatedBefore } from '@/lib/local-date';
import { nameOf, type NameListKind } from '@/shared/explorer/api/names';
import type { ExportNames } from './csv-export';
import type { ExportableParams } from './export-rows';

/**
 * The CSV's file name says what it holds: the list, then the filter —
 * `question-results_pipeline_evaluated_2026-01-01_2026-03-31_string-parsing.csv`. Only
 * [a-z0-9-_] (names are folded to ASCII slugs), at most 100 characters; days in the user's
 * time zone, To included as the filter shows it; without dates, the day of the export.
 */

export const MAX_FILE_NAME_LENGTH = 100;
const EXTENSION = '.csv';
const MAX_SLUG_LENGTH = 30;

/** The id filters that name a catalog item, with the list holding its name. */
const NAMED_FILTERS = [
  ['question_id', 'questions'],
  ['assessment_id', 'assessments'],
  ['pipeline_id', 'pipelines'],
] as const satisfies ReadonlyArray<readonly [keyof ExportableParams, NameListKind]>;

/** The name lists the file name of this filter reads. */
export function fileNameLists(params: ExportableParams): NameListKind[] {
  return NAMED_FILTERS.filter(([param]) => params[param] !== undefined).map(([, kind]) => kind);
}

export function csvFileName(
  stem: string,
  params: ExportableParams,
  names: ExportNames,
  /** "2026-05-03": the export's day, for a filter without dates. */
  today: string,
  timeZone?: string,
): string {
  const named = NAMED_FILTERS.map(([param, kind]) => {
    const id = params[param];
    if (id === undefined) return '';
    // A name in a script with no ASCII letters folds to nothing: the start of the id then.
    return truncateSlug(slug(nameOf(names[kind], id) ?? '')) || slug(id.slice(0, 8));
  });
  const parts = [
    slug(stem),
    slug(params.source ?? ''),
    slug(params.status?.join('-') ?? ''),
    dayPart(params, today, timeZone),
    ...named,
    params.candidate_id === undefined ? '' : `candidate-${slug(params.candidate_id.slice(0, 8))}`,
  ];
  const base = parts
    .filter((part) => part !== '')
    .join('_')
    .slice(0, MAX_FILE_NAME_LENGTH - EXTENSION.length)
    .replace(/[-_]+$/, '');
  return `${base}${EXTENSION}`;
}

function dayPart(params: ExportableParams, today: string, timeZone: string | undefined): string {
  const from = params.created_after === undefined ? undefined : dateOfCreatedAfter(params.created_after, timeZone);
  const to = params.created_before === undefined ? undefined : dateOfCreatedBefore(params.created_before, timeZone);
  if (from !== undefined && to !== undefined) return `${from.date}_${to.date}`;
  if (from !== undefined) return `from-${from.date}`;
  if (to !== undefined) return `to-${to.date}`;
  return `as-of-${today}`;
}

/** "Écrire une requête SQL" → "ecrire-une-requete-sql": ASCII letters and digits, words joined by "-" ("_" parts the name). */
function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug cut to MAX_SLUG_LENGTH, at a word's end when there is one. */
function truncateSlug(text: string): string {
  if (text.length <= MAX_SLUG_LENGTH) return text;
  const cut = text.slice(0, MAX_SLUG_LENGTH);
  const lastBreak = cut.lastIndexOf('-');
  return (lastBreak > MAX_SLUG_LENGTH / 2 ? cut.slice(0, lastBreak) : cut).replace(/-+$/, '');
}
