import type { ChangePoint } from '../../math/change-point';
import type { QuestionResultLedger } from '../../ledger/ledger';
import { sourceName } from '../../ledger/codes';
import { groupConvergence, type MonthShare } from '../../similarity/convergence';
import type { FingerprintedKind } from '../../similarity/answer-kind';
import { groupSimilar, SIMILARITY_THRESHOLDS } from '../../similarity/similarity';
import { questionRows } from '../question/question-rows';
import { inTimeOrder } from '../../ledger/time-order';

/**
 * A question's similar answers (docs/statistics.md §9): its coding or free-text answers grouped
 * by fingerprint, the largest groups with who is in them, and whether one is a solution spreading
 * ("answers converging since <month>").
 */

/** Groups listed in full; the rest are counted. */
export const LISTED_GROUPS = 10;
/** Answers listed per group, earliest first: what can be opened side by side. */
export const LISTED_MEMBERS = 500;

export interface SimilarAnswerMember {
  id: string;
  source: string;
  candidateId: string;
  pipelineId: string | null;
  assessmentId: string;
  /** created_at, ISO (to the millisecond, as the ledger keeps it). */
  createdAt: string;
}

export interface SimilarAnswerGroup {
  size: number;
  /** created_at of its first and last answer, epoch ms. */
  firstAt: number;
  lastAt: number;
  /** Its answers per source, most first. */
  sources: Array<{ source: string; answers: number }>;
  /** Per UTC month of the question's answers: how many of that month's answers joined it. */
  months: MonthShare[];
  /** The test on "this answer joins the group"; null when not tested (see convergence.ts). */
  changePoint: ChangePoint | null;
  converging: boolean;
  /** When converging: the first answer after the change (epoch ms). */
  since: number | null;
  /** Its first LISTED_MEMBERS answers, earliest first. */
  members: SimilarAnswerMember[];
}

export interface SimilarAnswers {
  questionId: string;
  kind: FingerprintedKind;
  /** The Jaccard similarity at which two answers are linked. */
  threshold: number;
  /** The question's answers in the ledger, and those with a fingerprint (long enough, of the kind's shape). */
  answers: number;
  fingerprinted: number;
  /** Answers in some group, and the groups. */
  grouped: number;
  groupCount: number;
  /** The LISTED_GROUPS largest, largest first. */
  groups: SimilarAnswerGroup[];
  /** The earliest convergence among the groups (since: epoch ms), or null. */
  converging: { since: number; groupSize: number } | null;
}

/** The similar answers to one question of type `kind`, over every answer the ledger holds of it. */
export function similarAnswers(
  ledger: QuestionResultLedger,
  questionId: string,
  kind: FingerprintedKind,
): SimilarAnswers {
  // Time order, ties by row id (as the leak watch), so a re-read in another order gives the same groups.
  const rows = inTimeOrder(ledger, questionRows(ledger, questionId));
  const fingerprinted = rows.flatMap((row) => {
    const fingerprint = ledger.fingerprint(row);
    return fingerprint === null || fingerprint.length === 0 ? [] : [{ key: row, fingerprint }];
  });
  const threshold = SIMILARITY_THRESHOLDS[kind];
  const groups = groupSimilar(fingerprinted, { threshold });
  const convergence = groupConvergence(
    fingerprinted.map(({ key }) => ({ key, at: ledger.createdAt(key) })),
    groups,
  );
  const listed = convergence.slice(0, LISTED_GROUPS).map((group, i) => {
    const members = inTimeOrder(ledger, groups[i] ?? []);
    return {
      size: group.size,
      firstAt: group.firstAt,
      lastAt: group.lastAt,
      sources: sourceCounts(ledger, members),
      months: group.months,
      changePoint: group.changePoint,
      converging: group.converging,
      since: group.since,
      members: members.slice(0, LISTED_MEMBERS).map((row) => member(ledger, row)),
    };
  });
  const first = convergence
    .filter((group) => group.converging && group.since !== null)
    .sort((a, b) => (a.since ?? 0) - (b.since ?? 0))[0];
  return {
    questionId,
    kind,
    threshold,
    answers: rows.length,
    fingerprinted: fingerprinted.length,
    grouped: groups.reduce((sum, group) => sum + group.length, 0),
    groupCount: groups.length,
    groups: listed,
    converging: first === undefined || first.since === null ? null : { since: first.since, groupSize: first.size },
  };
}

function sourceCounts(ledger: QuestionResultLedger, rows: readonly number[]) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const source = sourceOf(ledger, row);
    counts.set(source, (counts.get(source) ?? 0) + 1);
  }
  return [...counts].map(([source, answers]) => ({ source, answers })).sort((a, b) => b.answers - a.answers);
}

function member(ledger: QuestionResultLedger, row: number): SimilarAnswerMember {
  const pipelineKey = ledger.pipelineKey(row);
  return {
    id: ledger.rowId(row),
    source: sourceOf(ledger, row),
    candidateId: ledger.textOf(ledger.candidateKey(row)),
    pipelineId: pipelineKey < 0 ? null : ledger.textOf(pipelineKey),
    assessmentId: ledger.textOf(ledger.assessmentKey(row)),
    createdAt: new Date(ledger.createdAt(row)).toISOString(),
  };
}

function sourceOf(ledger: QuestionResultLedger, row: number): string {
  return sourceName(ledger.sourceCode(row));
}
