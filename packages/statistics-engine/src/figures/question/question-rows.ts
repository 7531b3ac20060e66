import type { QuestionResultLedger } from '../../ledger/ledger';

/** The ledger's rows of one question, optionally only those whose assessment_id is `assessmentId`. */
export function questionRows(ledger: QuestionResultLedger, questionId: string, assessmentId?: string): number[] {
  const questionKey = ledger.keyOf(questionId);
  const assessmentKey = assessmentId === undefined ? undefined : ledger.keyOf(assessmentId);
  if (questionKey === undefined || (assessmentId !== undefined && assessmentKey === undefined)) return [];
  const rows: number[] = [];
  for (let row = 0; row < ledger.size; row++) {
    if (ledger.questionKey(row) !== questionKey) continue;
    if (assessmentKey === undefined || ledger.assessmentKey(row) === assessmentKey) rows.push(row);
  }
  return rows;
}

/**
 * An assessment scope's rows by question (docs/statistics.md: rows of the assessment's questions whose
 * assessment_id is it). Every listed question has an entry, also with no rows, in the listed order;
 * a question the rows name but the list does not comes after them rather than being dropped.
 */
export function assessmentRowsByQuestion(
  ledger: QuestionResultLedger,
  assessmentId: string,
  questionIds: readonly string[],
): Map<string, number[]> {
  const byQuestion = new Map<string, number[]>(questionIds.map((id) => [id, []]));
  const assessmentKey = ledger.keyOf(assessmentId);
  if (assessmentKey === undefined) return byQuestion;
  const byKey = new Map<number, number[]>();
  for (let row = 0; row < ledger.size; row++) {
    if (ledger.assessmentKey(row) !== assessmentKey) continue;
    const questionKey = ledger.questionKey(row);
    let rows = byKey.get(questionKey);
    if (!rows) {
      const questionId = ledger.textOf(questionKey);
      rows = byQuestion.get(questionId) ?? [];
      byQuestion.set(questionId, rows);
      byKey.set(questionKey, rows);
    }
    rows.push(row);
  }
  return byQuestion;
}
