import type { Expr, ProgramLanguage } from './code-tree';

/** Expressions of a generated program (code-tree.ts) in one language; code-render.ts prints the rest. */

const PRECEDENCE: Record<string, number> = {
  or: 1,
  and: 2,
  '<': 4,
  '<=': 4,
  '>': 4,
  '>=': 4,
  '==': 4,
  '!=': 4,
  '+': 5,
  '-': 5,
  '*': 6,
  '/': 6,
  '%': 6,
};

export class ExprPrinter {
  private readonly py: boolean;

  constructor(
    private readonly language: ProgramLanguage,
    private readonly tight: boolean,
    private readonly rename: (name: string) => string,
    /** Lists made in the program (Java `List`), not passed in (Java arrays). */
    private readonly localLists: ReadonlySet<string>,
  ) {
    this.py = language === 'python';
  }

  expr(expr: Expr, parent = 0): string {
    const { language, py } = this;
    switch (expr.k) {
      case 'num':
        return expr.text;
      case 'str':
        return JSON.stringify(expr.text);
      case 'bool':
        return py ? (expr.value ? 'True' : 'False') : String(expr.value);
      case 'array': {
        const items = expr.items.join(', ');
        return language === 'java' ? `new int[] {${items}}` : language === 'go' ? `[]int{${items}}` : `[${items}]`;
      }
      case 'var':
        return this.rename(expr.name);
      case 'len': {
        const list = this.rename(expr.list);
        if (py || language === 'go') return `len(${list})`;
        return language === 'java' && this.localLists.has(expr.list) ? `${list}.size()` : `${list}.length`;
      }
      case 'at': {
        const list = this.rename(expr.list);
        const index = this.expr(expr.index);
        return language === 'java' && this.localLists.has(expr.list) ? `${list}.get(${index})` : `${list}[${index}]`;
      }
      case 'not': {
        const operand = this.expr(expr.operand, 7);
        return py ? `not ${operand}` : `!${operand}`;
      }
      case 'neg': {
        const operand = this.expr(expr.operand, 7);
        // `--x` would be a decrement in the braced languages.
        return operand.startsWith('-') ? `-(${operand})` : `-${operand}`;
      }
      case 'call':
        return `${this.rename(expr.fn)}(${expr.args.map((arg) => this.expr(arg)).join(', ')})`;
      case 'builtin': {
        const args = expr.args.map((arg) => this.expr(arg));
        if (language === 'go' && expr.fn === 'abs') return `max(${args[0]}, -(${args[0]}))`;
        const prefix = language === 'typescript' || language === 'java' ? 'Math.' : '';
        return `${prefix}${expr.fn}(${args.join(', ')})`;
      }
      case 'op': {
        const own = PRECEDENCE[expr.op] ?? 0;
        // Comparisons never chain unparenthesised: `a < b < c` means something else in Python.
        const left = this.expr(expr.left, own === 4 ? own + 1 : own);
        const right = this.expr(expr.right, own + 1);
        const op = this.op(expr.op);
        const tight = this.tight && own >= 4 && !right.startsWith('-');
        const text = tight ? `${left}${op}${right}` : `${left} ${op} ${right}`;
        return own < parent ? `(${text})` : text;
      }
    }
  }

  private op(op: string): string {
    if (op === 'and') return this.py ? 'and' : '&&';
    if (op === 'or') return this.py ? 'or' : '||';
    if (op === '/' && this.py) return '//';
    if ((op === '==' || op === '!=') && this.language === 'typescript') return `${op}=`;
    return op;
  }
}

export function hasFloat(expr: Expr): boolean {
  switch (expr.k) {
    case 'num':
      return /[.e]/.test(expr.text);
    case 'op':
      return hasFloat(expr.left) || hasFloat(expr.right);
    case 'not':
    case 'neg':
      return hasFloat(expr.operand);
    case 'builtin':
      return expr.args.some(hasFloat);
    default:
      return false;
  }
}
