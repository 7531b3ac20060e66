import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../../api/client'
import { MAX_PER_PAGE, PATHS, assessmentSummarySchema, listSchema } from '../../../api/contract'

/**
 * The workspace's assessment names, for the question pages: the catalog's assessment filter
 * and a question's "belongs to" links. One request serves both pages (per_page=200 holds a
 * typical workspace), cached for 5 minutes since assessments are rarely renamed.
 */
export interface AssessmentName {
  id: string
  name: string
}

export interface AssessmentNames {
  /** Sorted by name, as the API sorts them. */
  list: AssessmentName[]
  /** id → name. */
  byId: Record<string, string>
  /** False when the workspace has more assessments than this module fetches (see MAX_PAGES). */
  complete: boolean
}

/** Caps the requests one load may spend: 5 × 200 assessments. */
const MAX_PAGES = 5

export async function getAssessmentNames(signal?: AbortSignal): Promise<AssessmentNames> {
  const list: AssessmentName[] = []
  let hasMore = true
  for (let page = 1; hasMore && page <= MAX_PAGES; page += 1) {
    const response = await apiRequest({
      path: PATHS.assessments,
      query: { page, per_page: MAX_PER_PAGE, sort: 'name' },
      schema: listSchema(assessmentSummarySchema),
      signal,
    })
    list.push(...response.data.map(({ id, name }) => ({ id, name })))
    hasMore = response.pagination.has_more
  }
  // Ids are UUIDs; the API may spell them in either case.
  const byId = Object.fromEntries(list.map(({ id, name }) => [id.toLowerCase(), name]))
  return { list, byId, complete: !hasMore }
}

/** The name of an assessment, when known. */
export function assessmentNameOf(names: AssessmentNames | undefined, id: string): string | undefined {
  return names?.byId[id.toLowerCase()]
}

export const assessmentNamesQueryOptions = () =>
  queryOptions({
    // Under the assessments prefix, so invalidating assessments refreshes the names too.
    queryKey: ['assessments', 'names'],
    queryFn: ({ signal }) => getAssessmentNames(signal),
    staleTime: 5 * 60_000,
  })

export const useAssessmentNames = () => useQuery(assessmentNamesQueryOptions())
