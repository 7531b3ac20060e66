import type { StatisticsScope } from '../scope';
import { FINGERPRINT_VERSION } from '../similarity/fingerprint-version';

/**
 * The stored ledgers' format: entries of another version are recomputed, never read. The
 * fingerprints' version is part of it, as fingerprints of two versions do not compare.
 */
export const LEDGER_STORE_VERSION = `3.${FINGERPRINT_VERSION}`;

/**
 * A stable name for a workspace's scope: the same filter written in another order, or with
 * empty values, names the same entry; the assessment's question order does not matter.
 */
export function scopeStorageKey(workspace: string, scope: StatisticsScope): string {
  const filter = Object.entries(scope.filter)
    .filter(([, value]) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0))
    .map(([name, value]) => [name, Array.isArray(value) ? [...(value as string[])].sort() : value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const assessment = scope.assessment && {
    id: scope.assessment.assessmentId.toLowerCase(),
    questions: [...scope.assessment.questionIds].map((id) => id.toLowerCase()).sort(),
  };
  return `v${LEDGER_STORE_VERSION}|${workspace}|${JSON.stringify({ filter, assessment })}`;
}
