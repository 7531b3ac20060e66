import { OTHER_SOURCE } from '../../ledger/codes';
import type { QuestionResultLedger } from '../../ledger/ledger';
import { RECENT_DAYS } from './findings';

const DAY_MS = 86_400_000;

/** What a finding says of whom it touches and since when, per question and for the assessment. */
export interface Reach {
  /** Runs (source, candidate) with an answer created in the RECENT_DAYS before "as of". */
  recentRuns: number;
  /** Epoch ms of the earliest answer; null without answers. */
  firstAnswer: number | null;
}

/**
 * Each question's reach over its rows in the assessment, and the assessment's (the union of its
 * questions' runs). A run is (source, candidate_id), as everywhere: never candidate_id alone.
 */
export function reachOf(
  ledger: QuestionResultLedger,
  rowsByQuestion: ReadonlyMap<string, readonly number[]>,
  asOf: number,
): { byQuestion: Map<string, Reach>; assessment: Reach } {
  const recentFrom = asOf - RECENT_DAYS * DAY_MS;
  const runKey = (row: number) => ledger.candidateKey(row) * (OTHER_SOURCE + 1) + ledger.sourceCode(row);
  const allRecent = new Set<number>();
  let allFirst: number | null = null;
  const byQuestion = new Map<string, Reach>();
  for (const [questionId, rows] of rowsByQuestion) {
    const recent = new Set<number>();
    let first: number | null = null;
    for (const row of rows) {
      const created = ledger.createdAt(row);
      if (first === null || created < first) first = created;
      if (created >= recentFrom && created <= asOf) recent.add(runKey(row));
    }
    for (const run of recent) allRecent.add(run);
    if (first !== null && (allFirst === null || first < allFirst)) allFirst = first;
    byQuestion.set(questionId, { recentRuns: recent.size, firstAnswer: first });
  }
  return { byQuestion, assessment: { recentRuns: allRecent.size, firstAnswer: allFirst } };
}
