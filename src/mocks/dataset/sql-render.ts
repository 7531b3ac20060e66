import type { Select, Source, SqlBody, SqlExpr, SqlProgram } from './sql-tree';
import type { Random } from './random';

/** Prints a generated query (sql-tree.ts) in a layout of its own: keyword case, indent, columns a line or inline. */

export interface SqlStyle {
  upper: boolean;
  indent: string;
  /** All columns on the SELECT line. */
  inline: boolean;
  comments: boolean;
}

export function sqlStyle(random: Random): SqlStyle {
  return {
    upper: random.chance(0.75),
    indent: random.pick(['  ', '    ']),
    inline: random.chance(0.25),
    comments: random.chance(0.85),
  };
}

export function renderSql(program: SqlProgram, style: SqlStyle, rename: (name: string) => string): string {
  const kw = (word: string) => (style.upper ? word : word.toLowerCase());
  const list = (items: SqlExpr[]) => items.map(expr).join(', ');
  function expr(e: SqlExpr): string {
    switch (e.k) {
      case 'col':
        return e.table === null ? rename(e.name) : `${rename(e.table)}.${rename(e.name)}`;
      case 'lit':
        return e.text === 'NULL' ? kw('NULL') : e.text;
      case 'agg':
        return `${kw(e.fn)}(${e.distinct ? `${kw('DISTINCT')} ` : ''}${e.arg ? expr(e.arg) : '*'})`;
      case 'op': {
        const wrap = (side: SqlExpr) =>
          side.k === 'op' && (side.op === 'OR' || e.op !== 'AND') ? `(${expr(side)})` : expr(side);
        return `${wrap(e.left)} ${/^[A-Z]+$/.test(e.op) ? kw(e.op) : e.op} ${wrap(e.right)}`;
      }
      case 'fn':
        return `${kw(e.fn)}(${list(e.args)})`;
      case 'cast':
        return `${kw('CAST')}(${expr(e.expr)} ${kw('AS')} ${kw(e.type)})`;
      case 'case':
        return `${kw('CASE WHEN')} ${expr(e.when)} ${kw('THEN')} ${expr(e.then)} ${kw('ELSE')} ${expr(e.otherwise)} ${kw('END')}`;
      case 'window': {
        const partition = e.partition ? `${kw('PARTITION BY')} ${expr(e.partition)} ` : '';
        const order = `${kw('ORDER BY')} ${expr(e.order)}${e.desc ? ` ${kw('DESC')}` : ''}`;
        return `${kw(e.fn)}(${list(e.args)}) ${kw('OVER')} (${partition}${order})`;
      }
      case 'isNull':
        return `${expr(e.expr)} ${kw(e.not ? 'IS NOT NULL' : 'IS NULL')}`;
      case 'between':
        return `${expr(e.expr)} ${kw('BETWEEN')} ${expr(e.low)} ${kw('AND')} ${expr(e.high)}`;
      case 'in':
        return `${expr(e.expr)} ${kw('IN')} (${list(e.items)})`;
      case 'inSelect': {
        const inner = `${kw('SELECT')} ${rename(e.column)} ${kw('FROM')} ${rename(e.table)} ${kw('WHERE')} ${expr(e.where)}`;
        return `${expr(e.expr)} ${kw('IN')} (${inner})`;
      }
    }
  }
  const source = (src: Source) =>
    src.alias === null ? rename(src.table) : `${rename(src.table)} ${src.as ? `${kw('AS')} ` : ''}${rename(src.alias)}`;
  const select = (s: Select, pad: string): string[] => {
    const ind = pad + style.indent;
    const head = `${pad}${kw(s.distinct ? 'SELECT DISTINCT' : 'SELECT')}`;
    const cols = s.cols.map((c) => (c.alias ? `${expr(c.expr)} ${kw('AS')} ${rename(c.alias)}` : expr(c.expr)));
    const out = style.inline
      ? [`${head} ${cols.join(', ')}`]
      : [head, ...cols.map((c, i) => `${ind}${c}${i < cols.length - 1 ? ',' : ''}`)];
    out.push(`${pad}${kw('FROM')} ${source(s.from)}`);
    for (const join of s.joins) {
      const on = join.on ? ` ${kw('ON')} ${expr(join.on)}` : ` ${kw('USING')} (${rename(join.using ?? '')})`;
      out.push(`${pad}${kw(join.kind)} ${source(join.source)}${on}`);
    }
    if (s.where) out.push(`${pad}${kw('WHERE')} ${expr(s.where)}`);
    if (s.groupBy.length > 0) out.push(`${pad}${kw('GROUP BY')} ${list(s.groupBy)}`);
    if (s.having) out.push(`${pad}${kw('HAVING')} ${expr(s.having)}`);
    const order = s.orderBy.map((o) => `${expr(o.expr)}${o.desc ? ` ${kw('DESC')}` : ''}`);
    if (order.length > 0) out.push(`${pad}${kw('ORDER BY')} ${order.join(', ')}`);
    if (s.limit !== null) out.push(`${pad}${kw('LIMIT')} ${s.limit}${s.offset ? ` ${kw('OFFSET')} ${s.offset}` : ''}`);
    return out;
  };
  const body = (b: SqlBody): string[] => {
    switch (b.k) {
      case 'select':
        return b.union ? [...select(b.select, ''), kw('UNION ALL'), ...select(b.union, '')] : select(b.select, '');
      case 'view':
        return [`${kw('CREATE VIEW')} ${rename(b.name)} ${kw('AS')}`, ...select(b.select, '')];
      case 'insert':
        return [
          `${kw('INSERT INTO')} ${rename(b.table)} (${b.columns.map(rename).join(', ')})`,
          ...select(b.select, ''),
        ];
      case 'update': {
        const set = b.set.map(
          (s, i) => `${style.indent}${rename(s.column)} = ${expr(s.value)}${i < b.set.length - 1 ? ',' : ''}`,
        );
        return [
          `${kw('UPDATE')} ${rename(b.table)}`,
          `${kw('SET')}`,
          ...set,
          ...(b.where ? [`${kw('WHERE')} ${expr(b.where)}`] : []),
        ];
      }
      case 'delete':
        return [`${kw('DELETE FROM')} ${rename(b.table)}`, `${kw('WHERE')} ${expr(b.where)}`];
    }
  };
  const lines: string[] = program.header === null ? [] : [`-- ${program.header}`];
  program.statements.forEach((statement, index) => {
    if (index > 0) lines.push('');
    if (statement.comment !== null && style.comments) lines.push(`-- ${statement.comment}`);
    statement.ctes.forEach((cte, i) => {
      const open = `${i === 0 ? `${kw('WITH')} ` : ''}${rename(cte.name)} ${kw('AS')} (`;
      lines.push(open, ...select(cte.select, style.indent), i < statement.ctes.length - 1 ? '),' : ')');
    });
    const main = body(statement.body);
    lines.push(...main.slice(0, -1), `${main[main.length - 1] ?? ''};`);
  });
  return `${lines.join('\n')}\n`;
}

/**
 * The names a copier renames: table aliases, CTE and view names. Not the schema's tables and
 * columns, nor the output columns' aliases (a name can be both one and a table's column).
 */
export function sqlRenamable(program: SqlProgram): { aliases: string[]; names: string[] } {
  const aliases = new Set<string>();
  const names = new Set<string>();
  const select = (s: Select) => {
    for (const { alias } of [s.from, ...s.joins.map((join) => join.source)]) if (alias !== null) aliases.add(alias);
  };
  for (const { ctes, body } of program.statements) {
    for (const cte of ctes) {
      names.add(cte.name);
      select(cte.select);
    }
    if (body.k === 'view') names.add(body.name);
    if (body.k === 'select' || body.k === 'view' || body.k === 'insert') select(body.select);
    if (body.k === 'select' && body.union) select(body.union);
  }
  return { aliases: [...aliases], names: [...names] };
}
