import type { Random } from './random';
import {
  COLUMNS,
  COMMENTS,
  CTE_NAMES,
  SQL_KEYWORDS,
  STRINGS,
  TABLES,
  lit,
  selectLines,
  type Select,
  type Source,
  type SqlBody,
  type SqlExpr,
  type SqlProgram,
} from './sql-tree';

/**
 * SQL answers: statements drawn as a small tree (CTEs, joins, filters, grouping, windows, CASE,
 * subqueries, unions, views, inserts, updates, deletes), printed by sql-render.ts in a layout of
 * its own, so a planted copy can be the same query with other aliases and layout. SQL is
 * repetitive by nature (`JOIN t ON a.x = b.y`): the variety of clauses keeps two independent
 * answers from looking copied.
 */

export function makeSqlProgram(random: Random, lines: number, header: string | null): SqlProgram {
  const builder = new SqlBuilder(random);
  const statements: SqlProgram['statements'] = [];
  for (let estimate = 0; estimate < lines || statements.length === 0; ) {
    const { statement, lines: printed } = builder.statement(lines - estimate);
    statements.push(statement);
    estimate += printed;
  }
  return { header, statements };
}

class SqlBuilder {
  // Not an alias that is a keyword (orders → `or`, invoices → `in`).
  private readonly used = new Set<string>(SQL_KEYWORDS);
  /** A select over one table often leaves its columns unqualified. */
  private qualify = true;

  constructor(private readonly random: Random) {}

  /** One statement, and about how many lines it prints as. */
  statement(room: number): { statement: SqlProgram['statements'][number]; lines: number } {
    const { random } = this;
    const comment = random.chance(0.4) ? random.pick(COMMENTS) : null;
    const roll = random.next();
    this.qualify = false;
    if (roll < 0.12) {
      const source = this.table();
      const where = this.cond([source], 1);
      const set = Array.from({ length: roll < 0.06 ? random.int(1, 3) : 0 }, () => ({
        column: random.pick(source.columns),
        value: this.value([source], 1),
      }));
      const body: SqlBody =
        set.length > 0 ? { k: 'update', table: source.table, set, where } : { k: 'delete', table: source.table, where };
      return { statement: { comment, ctes: [], body }, lines: set.length + 3 };
    }
    const ctes: Array<{ name: string; select: Select }> = [];
    const available: Source[] = [];
    let lines = 2;
    for (let i = room > 25 ? random.int(1, 3) : random.int(0, 1); i > 0; i--) {
      const select = this.select(available);
      const name = this.unique(random.pick(CTE_NAMES));
      ctes.push({ name, select });
      const columns = select.cols.map((c) => c.alias ?? (c.expr.k === 'col' ? c.expr.name : 'value'));
      available.push({ table: name, alias: this.unique(`${name.charAt(0)}x`), as: false, columns });
      lines += selectLines(select) + 1;
    }
    const select = this.select(available);
    lines += selectLines(select);
    let body: SqlBody;
    if (roll < 0.22) body = { k: 'view', name: this.unique(`v_${random.pick(CTE_NAMES)}`), select };
    else if (roll < 0.3)
      body = { k: 'insert', table: random.pick(TABLES), columns: select.cols.map(() => random.pick(COLUMNS)), select };
    else {
      const union = random.chance(0.12) ? this.select(available, select.cols.length) : null;
      if (union) lines += selectLines(union) + 1;
      body = { k: 'select', select, union };
    }
    return { statement: { comment, ctes, body }, lines };
  }

  private unique(name: string): string {
    let out = name;
    for (let n = 2; this.used.has(out); n++) out = `${name}${n}`;
    this.used.add(out);
    return out;
  }

  private table(): Source {
    const { random } = this;
    const table = this.unique(random.pick(TABLES));
    const columns: string[] = [];
    for (let n = random.int(4, 8); columns.length < n; ) {
      const column = random.pick(COLUMNS);
      if (!columns.includes(column)) columns.push(column);
    }
    const alias = random.chance(0.85) ? this.unique(table.slice(0, random.chance(0.3) ? 2 : 1)) : null;
    return { table, alias, as: alias !== null && random.chance(0.3), columns };
  }

  private col(sources: Source[]): SqlExpr {
    const source = this.random.pick(sources);
    return {
      k: 'col',
      table: this.qualify ? (source.alias ?? source.table) : null,
      name: this.random.pick(source.columns),
    };
  }

  private number(): SqlExpr {
    return lit(this.random.chance(0.8) ? this.random.int(0, 500) : 0.5);
  }

  private value(sources: Source[], depth: number): SqlExpr {
    const { random } = this;
    const roll = random.next();
    if (depth <= 0 || roll < 0.45) return roll < 0.35 || depth <= 0 ? this.col(sources) : this.number();
    if (roll < 0.65)
      return {
        k: 'op',
        op: random.pick(['+', '-', '*', '/']),
        left: this.value(sources, depth - 1),
        right: this.value(sources, depth - 1),
      };
    if (roll < 0.72)
      return { k: 'cast', expr: this.value(sources, depth - 1), type: random.pick(['DECIMAL(10, 2)', 'INT']) };
    if (roll < 0.8)
      return { k: 'fn', fn: 'DATE_TRUNC', args: [lit(random.pick(["'month'", "'week'", "'day'"])), this.col(sources)] };
    if (roll < 0.86) return { k: 'fn', fn: random.pick(['LOWER', 'LENGTH', 'TRIM', 'ABS']), args: [this.col(sources)] };
    const fn = random.pick(['COALESCE', 'ROUND', 'NULLIF', 'GREATEST']);
    return { k: 'fn', fn, args: [this.value(sources, depth - 1), lit(random.int(0, 2))] };
  }

  private cond(sources: Source[], depth: number): SqlExpr {
    const { random } = this;
    const roll = random.next();
    if (depth > 0 && roll < 0.25)
      return {
        k: 'op',
        op: random.pick(['AND', 'AND', 'OR']),
        left: this.cond(sources, depth - 1),
        right: this.cond(sources, depth - 1),
      };
    if (roll < 0.35) return { k: 'isNull', expr: this.col(sources), not: random.chance(0.5) };
    if (roll < 0.45) {
      const low = random.int(0, 400);
      return { k: 'between', expr: this.col(sources), low: lit(low), high: lit(low + random.int(1, 400)) };
    }
    if (roll < 0.55)
      return { k: 'in', expr: this.col(sources), items: random.shuffle(STRINGS).slice(0, random.int(2, 4)).map(lit) };
    if (roll < 0.6 && depth > 0) {
      const inner = this.table();
      // The subquery's table has no alias: its column goes unqualified.
      const column: SqlExpr = { k: 'col', table: null, name: random.pick(inner.columns) };
      const where: SqlExpr = { k: 'op', op: '=', left: column, right: lit(random.pick(STRINGS)) };
      return { k: 'inSelect', expr: this.col(sources), column: random.pick(inner.columns), table: inner.table, where };
    }
    const right = random.chance(0.35) ? lit(random.pick(STRINGS)) : this.value(sources, 1);
    return { k: 'op', op: random.pick(['=', '<>', '<', '>', '>=', '<=']), left: this.value(sources, 1), right };
  }

  private aggregate(sources: Source[]): SqlExpr {
    const { random } = this;
    const arg = random.chance(0.2) ? null : this.value(sources, 1);
    const fn = arg === null ? 'COUNT' : random.pick(['COUNT', 'SUM', 'AVG', 'MIN', 'MAX']);
    return { k: 'agg', fn, arg, distinct: arg !== null && random.chance(0.15) };
  }

  private column(sources: Source[], grouped: boolean): SqlExpr {
    const { random } = this;
    const roll = random.next();
    if (grouped && roll < 0.55) return this.aggregate(sources);
    if (roll < 0.75) return this.value(sources, 2);
    if (roll < 0.88)
      return {
        k: 'case',
        when: this.cond(sources, 1),
        then: this.value(sources, 0),
        otherwise: lit(random.pick(['0', 'NULL', "'other'"])),
      };
    const fn = random.pick(['ROW_NUMBER', 'RANK', 'DENSE_RANK', 'SUM', 'AVG', 'LAG', 'LEAD', 'NTILE']);
    const args = fn === 'NTILE' ? [lit(random.int(2, 10))] : /^(SUM|AVG|LAG|LEAD)$/.test(fn) ? [this.col(sources)] : [];
    const partition = random.chance(0.6) ? this.col(sources) : null;
    return { k: 'window', fn, args, partition, order: this.col(sources), desc: random.chance(0.4) };
  }

  /** A select from a new table or an earlier CTE; `width` columns if given (a union's second half, an insert's). */
  private select(available: Source[], width?: number): Select {
    const { random } = this;
    const from = random.chance(0.5) && available.length > 0 ? random.pick(available) : this.table();
    const sources = [from];
    const joinCount = random.int(0, 2);
    this.qualify = joinCount > 0 || random.chance(0.4);
    const joins: Select['joins'] = [];
    for (let i = joinCount; i > 0; i--) {
      const source = this.table();
      const kind = random.pick(['JOIN', 'JOIN', 'LEFT JOIN', 'INNER JOIN', 'RIGHT JOIN', 'FULL OUTER JOIN']);
      if (random.chance(0.15)) joins.push({ kind, source, on: null, using: random.pick(source.columns) });
      else {
        const on: SqlExpr = { k: 'op', op: '=', left: this.col([source]), right: this.col(sources) };
        const extra = random.chance(0.25) ? this.cond([source], 0) : null;
        joins.push({ kind, source, on: extra ? { k: 'op', op: 'AND', left: on, right: extra } : on, using: null });
      }
      sources.push(source);
    }
    const grouped = width === undefined && random.chance(0.55);
    const keys = grouped ? [this.col(sources)] : [];
    const second = grouped && random.chance(0.4) ? this.col(sources) : null;
    if (second && JSON.stringify(second) !== JSON.stringify(keys[0])) keys.push(second);
    const cols: Select['cols'] = keys.map((expr) => ({ expr, alias: null }));
    for (let i = width ?? random.int(1, 4); i > 0; i--) {
      const expr = this.column(sources, grouped);
      cols.push({ expr, alias: expr.k === 'col' && random.chance(0.6) ? null : this.unique(random.pick(COLUMNS)) });
    }
    const orderBy = Array.from({ length: random.chance(0.5) ? random.int(1, 2) : 0 }, () => {
      const roll = random.next();
      const named = cols.find((c) => c.alias !== null)?.alias;
      const expr: SqlExpr =
        roll < 0.2 && named
          ? { k: 'col', table: null, name: named }
          : roll < 0.35
            ? lit(random.int(1, cols.length))
            : roll < 0.5
              ? this.value(sources, 1)
              : this.col(sources);
      return { expr, desc: random.chance(0.5) };
    });
    const limit = random.chance(0.3) ? random.pick([1, 5, 10, 20, 100]) : null;
    return {
      distinct: !grouped && random.chance(0.15),
      cols,
      from,
      joins,
      where: random.chance(0.7) ? this.cond(sources, random.int(0, 2)) : null,
      groupBy: keys,
      having:
        grouped && random.chance(0.35)
          ? { k: 'op', op: random.pick(['>', '>=', '<']), left: this.aggregate(sources), right: this.number() }
          : null,
      orderBy,
      limit,
      offset: limit !== null && random.chance(0.2) ? random.int(1, 50) : null,
    };
  }
}
