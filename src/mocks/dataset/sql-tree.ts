/**
 * The syntax tree of a generated SQL answer (answer-sql.ts draws it, sql-render.ts prints it), and
 * the words it is drawn from.
 */

export type SqlExpr =
  | { k: 'col'; table: string | null; name: string }
  | { k: 'lit'; text: string }
  | { k: 'agg'; fn: string; arg: SqlExpr | null; distinct: boolean }
  | { k: 'op'; op: string; left: SqlExpr; right: SqlExpr }
  | { k: 'fn'; fn: string; args: SqlExpr[] }
  | { k: 'cast'; expr: SqlExpr; type: string }
  | { k: 'case'; when: SqlExpr; then: SqlExpr; otherwise: SqlExpr }
  | { k: 'window'; fn: string; args: SqlExpr[]; partition: SqlExpr | null; order: SqlExpr; desc: boolean }
  | { k: 'isNull'; expr: SqlExpr; not: boolean }
  | { k: 'between'; expr: SqlExpr; low: SqlExpr; high: SqlExpr }
  | { k: 'in'; expr: SqlExpr; items: SqlExpr[] }
  | { k: 'inSelect'; expr: SqlExpr; column: string; table: string; where: SqlExpr };

export interface Source {
  table: string;
  /** Null: the table's own name qualifies its columns. */
  alias: string | null;
  /** `orders AS o` rather than `orders o`. */
  as: boolean;
  columns: string[];
}

export interface Select {
  distinct: boolean;
  cols: Array<{ expr: SqlExpr; alias: string | null }>;
  from: Source;
  joins: Array<{ kind: string; source: Source; on: SqlExpr | null; using: string | null }>;
  where: SqlExpr | null;
  groupBy: SqlExpr[];
  having: SqlExpr | null;
  orderBy: Array<{ expr: SqlExpr; desc: boolean }>;
  limit: number | null;
  offset: number | null;
}

export type SqlBody =
  | { k: 'select'; select: Select; union: Select | null }
  | { k: 'view'; name: string; select: Select }
  | { k: 'insert'; table: string; columns: string[]; select: Select }
  | { k: 'update'; table: string; set: Array<{ column: string; value: SqlExpr }>; where: SqlExpr | null }
  | { k: 'delete'; table: string; where: SqlExpr };

export interface SqlProgram {
  /** A comment printed first, whatever the layout's comments (hostile markup). */
  header: string | null;
  statements: Array<{ comment: string | null; ctes: Array<{ name: string; select: Select }>; body: SqlBody }>;
}

export const words = (text: string) => text.split(' ');
export const TABLES = words(
  'orders customers payments events sessions users invoices products line_items refunds tickets accounts ' +
    'visits subscriptions shipments reviews employees departments transactions logins',
);
export const COLUMNS = words(
  'id customer_id user_id amount total created_at status region price quantity score country plan duration ' +
    'category updated_at channel discount cost revenue rating team signup_date paid_at tier email source',
);
export const CTE_NAMES = words(
  'recent totals ranked daily filtered monthly per_customer base agg active cohort spend first_seen',
);
export const COMMENTS = words(
  'one_row_per_customer exclude_test_accounts window_over_each_region last_30_days_only ties_broken_by_id ' +
    'NULL_totals_count_as_zero dedupe_before_joining check:_is_status_ever_NULL? assumes_UTC_dates',
).map((comment) => comment.replaceAll('_', ' '));
/** Words no alias or CTE may be: the keywords these queries use, and other reserved ones. */
export const SQL_KEYWORDS = words(
  'select distinct from where join left right inner outer full on as group by order having limit offset with case ' +
    'when then else end over partition desc asc is not null and or in between cast count sum avg min max to do all ' +
    'any union into values set view update delete insert create using',
);
export const STRINGS = words("'paid' 'open' 'refunded' 'active' 'cancelled' 'EU' 'pro' 'trial' 'web' 'mobile'");
export const lit = (text: string | number): SqlExpr => ({ k: 'lit', text: String(text) });

/** Lines a select prints as, one column a line. */
export const selectLines = (s: Select) =>
  s.cols.length +
  2 +
  s.joins.length +
  [s.where, s.having, s.limit].filter((x) => x !== null).length +
  (s.groupBy.length > 0 ? 1 : 0) +
  (s.orderBy.length > 0 ? 1 : 0);
