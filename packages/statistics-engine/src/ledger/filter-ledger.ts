import { scopeQuestionIds, type QuestionResultsFilter, type StatisticsScope } from '../scope';
import { NO_PIPELINE, sourceCodeOf, STATUS_CODE, statusNameCode, UNSCORED_STATUS } from './codes';
import type { LedgerSnapshot } from './columns';
import { QuestionResultLedger } from './ledger';
import { snapshotOfRows } from './snapshot-rows';

/**
 * The rows GET /question-results would answer for a scope's filter (docs/api-contract.md §6),
 * cut out of a ledger of a wider read (the team server's whole workspace) and, for an assessment
 * scope, narrowed as a read of it is: rows whose assessment_id is the assessment's, of its
 * questions (`scopeQuestionIds`). Rows keep the ledger's order; ids compare case-insensitively,
 * as the API reads a UUID. A bound `created_after` is inclusive, `created_before` exclusive.
 *
 * The ledger holds codes where the API has names, so:
 * - `status=evaluated` matches an evaluated row without a usable score (UNSCORED_STATUS): the
 *   API calls it evaluated; only the statistics count it apart.
 * - A status or source the contract does not list is OTHER, its name not kept. A filter of listed
 *   values excludes OTHER rows (theirs is none of them); a filter naming an unlisted value (the
 *   client sends those on, as the API owns the list) keeps every OTHER row, since any may carry
 *   it: two unlisted values are not told apart. With no such filter OTHER rows stay, as in the API.
 */
export function filterLedger(ledger: QuestionResultLedger, scope: StatisticsScope): QuestionResultLedger {
  return QuestionResultLedger.fromSnapshot(scopeSnapshot(ledger, scope));
}

/**
 * The snapshot of `filterLedger`'s ledger, without building it: what a server sends. `whole` is
 * the ledger's own snapshot when the caller keeps one (taking it is most of the work on a large
 * ledger, and it is the same for every scope until the ledger changes).
 */
export function scopeSnapshot(
  ledger: QuestionResultLedger,
  scope: StatisticsScope,
  whole: LedgerSnapshot = ledger.toSnapshot(),
): LedgerSnapshot {
  const tests = filterTests(ledger, scope.filter);
  const { assessment } = scope;
  // The assessment's test in the loop itself: every row of a team server's cut meets it.
  const assessmentKeys = assessment && new KeyMatch(ledger, [assessment.assessmentId]);
  const questionKeys = assessment && new KeyMatch(ledger, scopeQuestionIds(scope.filter, assessment));
  const rows: number[] = [];
  for (let row = 0; row < ledger.size; row++) {
    if (assessmentKeys && !assessmentKeys.has(ledger.assessmentKey(row))) continue;
    if (questionKeys && !questionKeys.has(ledger.questionKey(row))) continue;
    if (tests.length === 0 || tests.every((test) => test(row))) rows.push(row);
  }
  return snapshotOfRows(whole, rows);
}

type RowTest = (row: number) => boolean;

/** The tests of the filter's parameters (the assessment's is scopeSnapshot's own). */
function filterTests(ledger: QuestionResultLedger, filter: QuestionResultsFilter): RowTest[] {
  const tests: RowTest[] = [];
  const source = given(filter.source);
  if (source !== undefined) {
    const code = sourceCodeOf(source);
    tests.push((row) => ledger.sourceCode(row) === code);
  }
  const statuses = statusCodes(filter);
  if (statuses !== undefined) tests.push((row) => statuses.has(ledger.statusCode(row)));
  const ids: Array<[string | undefined, (row: number) => number]> = [
    [filter.question_id, (row) => ledger.questionKey(row)],
    [filter.pipeline_id, (row) => ledger.pipelineKey(row)],
    [filter.candidate_id, (row) => ledger.candidateKey(row)],
  ];
  for (const [id, keyOf] of ids) {
    const wanted = given(id);
    if (wanted === undefined) continue;
    const named = new KeyMatch(ledger, [wanted]);
    tests.push((row) => named.has(keyOf(row)));
  }
  const after = instant(filter, 'created_after');
  if (after !== undefined) tests.push((row) => ledger.createdAt(row) >= after);
  const before = instant(filter, 'created_before');
  if (before !== undefined) tests.push((row) => ledger.createdAt(row) < before);
  return tests;
}

/** The codes a status filter keeps, or undefined when it keeps every row (no status, or only empty ones). */
function statusCodes(filter: QuestionResultsFilter): Set<number> | undefined {
  // Sent comma-joined, so an item may hold several.
  const names = (filter.status ?? []).flatMap((item) => item.split(',')).filter((name) => name !== '');
  if (names.length === 0) return undefined;
  const codes = new Set(names.map(statusNameCode));
  if (codes.has(STATUS_CODE.evaluated)) codes.add(UNSCORED_STATUS);
  return codes;
}

/** Whether a string-table key names one of `ids`, case-insensitively; each key's text is compared once. */
class KeyMatch {
  private readonly wanted: Set<string>;
  // By key (0: not looked at yet, 1: no, 2: yes), not a Map: a scope's cut asks once or twice per row.
  private known = new Uint8Array(64);

  constructor(
    private readonly ledger: QuestionResultLedger,
    ids: readonly string[],
  ) {
    this.wanted = new Set(ids.map((id) => id.toLowerCase()));
  }

  has(key: number): boolean {
    if (key === NO_PIPELINE) return false;
    const known = this.known[key] ?? 0;
    if (known !== 0) return known === 2;
    if (key >= this.known.length) {
      const grown = new Uint8Array(Math.max(key + 1, this.known.length * 2));
      grown.set(this.known);
      this.known = grown;
    }
    const names = this.wanted.has(this.ledger.textOf(key).toLowerCase());
    this.known[key] = names ? 2 : 1;
    return names;
  }
}

/** An empty parameter is no parameter (the API client drops it). */
const given = (value: string | undefined): string | undefined => (value === '' ? undefined : value);

function instant(filter: QuestionResultsFilter, name: 'created_after' | 'created_before'): number | undefined {
  const value = given(filter[name]);
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw new RangeError(`${name} is not a date-time: "${value}".`);
  return ms;
}
