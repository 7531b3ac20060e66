import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';

import type { Assessment } from '@assessment-insights/contract';
import { assessmentQueryOptions } from './get-assessment';
import { useAllAssessments } from './get-all-assessments';

export interface AssessmentsWithQuestions {
  /** Every assessment with its questions, by name, once all are loaded. */
  assessments: Assessment[] | null;
  /** Loaded so far, of how many (null while the catalog is counted). */
  loaded: number;
  total: number | null;
  error: Error | null;
  retry: () => void;
}

/**
 * The whole catalog, each assessment with its questions: the list's pages, then each one's
 * detail (its questions), cached as its page caches it.
 */
export function useAssessmentsWithQuestions(): AssessmentsWithQuestions {
  const catalog = useAllAssessments('name');
  const details = useQueries({
    queries: catalog.complete ? catalog.rows.map((summary) => assessmentQueryOptions(summary.id)) : [],
  });
  const failed = details.find((query) => query.error !== null);
  const complete = catalog.complete && details.every((query) => query.data !== undefined);
  const ids = details.map((query) => query.data?.id ?? '').join(' ');
  const assessments = useMemo(
    () => (complete ? details.flatMap((query) => query.data ?? []) : null),
    // One list per set of loaded assessments: what reads them restarts only when it changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [complete, ids],
  );
  return {
    assessments,
    loaded: details.filter((query) => query.data !== undefined).length,
    total: catalog.complete ? catalog.rows.length : catalog.expectedTotal,
    error: catalog.error ?? failed?.error ?? null,
    retry: () => {
      catalog.retry();
      void failed?.refetch();
    },
  };
}
