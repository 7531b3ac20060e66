import { getQuestionResults } from '@/features/question-results/api/get-question-results';
import type { QuestionResultsPageFetcher } from '@assessment-insights/statistics-engine';

/**
 * The question-results fetcher the app layer hands the statistics engine (one feature may not
 * import another), counting its calls: a call is a request the engine starts.
 */
export function countingQuestionResultsFetcher() {
  const calls = { count: 0 };
  const fetchPage: QuestionResultsPageFetcher = (params, signal) => {
    calls.count++;
    return getQuestionResults(params, signal);
  };
  return { fetchPage, calls };
}

/** The same endpoint as text, as the app hands it to the statistics worker (which parses it). */
export { getQuestionResultsText } from '@/features/question-results/api/get-question-results';
