import type { UseStore } from 'idb-keyval';

import { loadLedger, scopeStorageKey } from './ledger-store';
import { questionFigures } from './question-figures';
import { questionRows } from './scope';

export interface StoredQuestionFacility {
  /** Mean evaluated score, 0–100; null when none of its answers is evaluated. */
  facility: number | null;
  evaluated: number;
  lowConfidence: boolean;
  /** When the stored statistics were computed or last refreshed. */
  asOf: string;
}

/**
 * A question's facility from its statistics as stored in this browser (the question page's
 * unfiltered scope), without a request; null when they were never computed here.
 */
export async function storedQuestionFacility(
  workspace: string,
  questionId: string,
  store?: UseStore,
): Promise<StoredQuestionFacility | null> {
  const stored = await loadLedger(scopeStorageKey(workspace, { filter: { question_id: questionId } }), store);
  if (!stored) return null;
  const figures = questionFigures(stored.ledger, questionRows(stored.ledger, questionId));
  return {
    facility: figures.facility,
    evaluated: figures.counts.evaluated,
    lowConfidence: figures.lowConfidence,
    asOf: stored.meta.asOf,
  };
}
