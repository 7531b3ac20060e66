/**
 * The syntax tree of a generated program (answer-code.ts draws it, code-render.ts prints it): only
 * what the printers need, in no particular language.
 */

export type ProgramLanguage = 'python' | 'typescript' | 'java' | 'go';

export type BinaryOp = '+' | '-' | '*' | '/' | '%' | '<' | '<=' | '>' | '>=' | '==' | '!=' | 'and' | 'or';

export type Expr =
  | { k: 'num'; text: string }
  | { k: 'str'; text: string }
  | { k: 'bool'; value: boolean }
  | { k: 'array'; items: number[] }
  | { k: 'var'; name: string }
  | { k: 'len'; list: string }
  | { k: 'at'; list: string; index: Expr }
  | { k: 'op'; op: BinaryOp; left: Expr; right: Expr }
  | { k: 'not' | 'neg'; operand: Expr }
  | { k: 'call'; fn: string; args: Expr[] }
  | { k: 'builtin'; fn: 'min' | 'max' | 'abs'; args: Expr[] };

export type Stmt =
  | { k: 'let'; name: string; value: Expr }
  | { k: 'list'; name: string }
  | { k: 'set'; name: string; op: '=' | '+=' | '-=' | '*='; value: Expr }
  | { k: 'push'; list: string; value: Expr }
  | { k: 'if'; cond: Expr; then: Stmt[]; else: Stmt[] | null }
  | { k: 'for'; name: string; from: Expr; to: Expr; down: boolean; step: number; body: Stmt[] }
  | { k: 'each'; name: string; list: string; body: Stmt[] }
  | { k: 'while'; cond: Expr; body: Stmt[] }
  | { k: 'return'; value: Expr | null }
  | { k: 'jump'; kind: 'break' | 'continue' }
  | { k: 'log'; label: string; value: Expr }
  | { k: 'comment'; text: string };

export interface Param {
  name: string;
  list: boolean;
}

export interface Fn {
  name: string;
  params: Param[];
  body: Stmt[];
  returnsList: boolean;
}

export interface Program {
  /** A comment printed first, whatever the layout's comments (hostile markup). */
  header: string | null;
  fns: Fn[];
  /** A call of the last function with sample arguments, printed as a small "main". */
  demo: Expr[] | null;
}

export const lit = (value: number): Expr => ({ k: 'num', text: String(value) });
export const binary = (op: BinaryOp, left: Expr, right: Expr): Expr => ({ k: 'op', op, left, right });

/** Lines a statement list prints as in a braced language (a block's header and closing brace). */
export function countLines(body: readonly Stmt[]): number {
  let lines = 0;
  for (const stmt of body) {
    if (stmt.k === 'if') lines += 2 + countLines(stmt.then) + (stmt.else ? 1 + countLines(stmt.else) : 0);
    else if (stmt.k === 'for' || stmt.k === 'each' || stmt.k === 'while') lines += 2 + countLines(stmt.body);
    else lines += 1;
  }
  return lines;
}

/** The operators an expression is drawn from (answer-code.ts), the common ones more often. */
export const ARITHMETIC: readonly BinaryOp[] = ['+', '+', '+', '-', '-', '*', '*', '/', '%'];
export const COMPARISON: readonly BinaryOp[] = ['<', '<=', '>', '>=', '==', '!='];

/** The same name on both sides: `x - x`, `max(x, x)`, `min(len(xs), len(xs))`. */
export const same = (a: Expr, b: Expr) =>
  (a.k === 'var' && b.k === 'var' && a.name === b.name) || (a.k === 'len' && b.k === 'len' && a.list === b.list);
