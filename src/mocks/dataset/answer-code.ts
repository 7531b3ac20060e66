import { COMMENTS, LABELS, type Names } from './code-names';
import {
  type Expr,
  type Fn,
  type Param,
  type Program,
  type Stmt,
  ARITHMETIC,
  COMPARISON,
  binary,
  countLines,
  lit,
  same,
} from './code-tree';
import type { Random } from './random';

/**
 * Coding answers as small programs: a syntax tree drawn at random (helpers, loops, conditionals,
 * early returns, expressions of random shape), printed in the answer's language by code-render.ts.
 * A tree, not text, so a planted copy can be the same program with other names and layout.
 * After a similarity check's normalisation (names → one token), two independent answers should
 * share only short token runs: the variety has to be in the structure, not the names.
 */

export class ProgramBuilder {
  private nums: string[] = [];
  private lists: string[] = [];
  /** Parameters are read, not appended to. */
  private inputs = new Set<string>();
  private helpers: Array<{ name: string; params: Param[] }> = [];
  private loopDepth = 0;

  constructor(
    private readonly random: Random,
    private readonly names: Names,
  ) {}

  /** About `lines` lines: a main function and up to two helpers. */
  program(lines: number, header: string | null): Program {
    const { random } = this;
    const fns: Fn[] = [];
    let used = 0;
    const helperCount = lines >= 20 ? random.int(0, 2) : 0;
    while (fns.length < helperCount && used < lines * 0.6) {
      const fn = this.fn(random.int(4, Math.min(40, Math.max(6, lines - used - 8))), true);
      fns.push(fn);
      used += countLines(fn.body) + 2;
    }
    const main = this.fn(Math.max(4, Math.min(60, lines - used)), false);
    fns.push(main);
    const demo = random.chance(0.3) ? main.params.map((param) => this.sample(param)) : null;
    return { header, fns, demo };
  }

  private fn(lines: number, helper: boolean): Fn {
    const { random, names } = this;
    const name = names.fn();
    const params: Param[] = [];
    const arity = random.int(1, 3);
    for (let i = 0; i < arity; i++) {
      const list = helper ? random.chance(0.25) : i === 0 || random.chance(0.3);
      params.push({ name: list ? names.list() : names.value(), list });
    }
    this.nums = params.filter((p) => !p.list).map((p) => p.name);
    this.lists = params.filter((p) => p.list).map((p) => p.name);
    this.inputs = new Set(this.lists);
    const body: Stmt[] = [];
    if (random.chance(0.35)) body.push({ k: 'comment', text: random.pick(COMMENTS) });
    const guard = this.lists[0];
    if (guard !== undefined && random.chance(0.4)) {
      const cond = binary(random.pick(['<', '==', '<=']), { k: 'len', list: guard }, lit(random.int(0, 2)));
      body.push({ k: 'if', cond, then: [{ k: 'return', value: this.leaf() }], else: null });
    }
    body.push(...this.block(Math.max(1, lines - body.length * 2 - 1), 0, true));
    const returnsList = this.lists.length > params.filter((p) => p.list).length && random.chance(0.3);
    const value: Expr = returnsList ? { k: 'var', name: this.lists[this.lists.length - 1] ?? '' } : this.num(2);
    body.push({ k: 'return', value });
    this.helpers.push({ name, params });
    return { name, params, body, returnsList };
  }

  /** Statements worth about `lines` lines; names declared inside go out of scope after it (unless `keep`: a body). */
  private block(lines: number, depth: number, keep = false): Stmt[] {
    const scope = [this.nums.length, this.lists.length] as const;
    const out: Stmt[] = [];
    let used = 0;
    while (used < lines) {
      const stmt = this.statement(lines - used, depth, out.length === 0);
      out.push(stmt);
      used += countLines([stmt]);
    }
    if (!keep) {
      this.nums.length = scope[0];
      this.lists.length = scope[1];
    }
    return out;
  }

  private statement(room: number, depth: number, first: boolean): Stmt {
    const { random } = this;
    const nested = depth < 3 && room >= 3;
    const inner = () => random.int(1, Math.min(room - 2, depth === 0 ? 9 : 5));
    for (;;) {
      const roll = random.int(0, 99);
      if (roll < 20 || this.nums.length === 0) {
        const name = this.names.value();
        const value = random.chance(0.3) ? this.leaf() : this.num(random.int(1, 3));
        this.nums.push(name);
        return { k: 'let', name, value };
      }
      if (roll < 34) {
        const op = random.pick(['=', '=', '+=', '+=', '-=', '*='] as const);
        const name = random.pick(this.nums);
        const value = this.num(random.int(0, 2));
        if (value.k === 'var' && value.name === name) continue;
        return { k: 'set', name, op, value };
      }
      if (roll < 48 && nested) {
        const cond = this.cond(random.int(0, 2));
        const then = this.withExit(this.block(inner(), depth + 1));
        const otherwise = random.chance(0.35) && room >= 5 ? this.block(random.int(1, 3), depth + 1) : null;
        return { k: 'if', cond, then, else: otherwise };
      }
      if (roll < 57 && nested) {
        const name = this.names.loop();
        const [from, to] = random.chance(0.6) ? [lit(random.int(0, 1)), this.bound()] : [this.leaf(true), this.num(1)];
        const down = random.chance(0.2);
        const step = random.chance(0.15) ? random.int(2, 3) : 1;
        return { k: 'for', name, from, to, down, step, body: this.loop(inner(), depth, name) };
      }
      if (roll < 64 && nested && this.lists.length > 0) {
        const name = this.names.value();
        return { k: 'each', name, list: random.pick(this.lists), body: this.loop(inner(), depth, name) };
      }
      if (roll < 69 && nested) {
        return { k: 'while', cond: this.cond(random.int(0, 1)), body: this.loop(inner(), depth, null) };
      }
      if (roll < 76) {
        const outputs = this.lists.filter((list) => !this.inputs.has(list));
        if (outputs.length > 0) return { k: 'push', list: random.pick(outputs), value: this.num(1) };
      }
      if (roll < 80 && depth === 0) {
        const name = this.names.list();
        this.lists.push(name);
        return { k: 'list', name };
      }
      if (roll >= 80 && roll < 85) return { k: 'log', label: random.pick(LABELS), value: this.leaf() };
      if (roll >= 85 && roll < 92) return { k: 'comment', text: random.pick(COMMENTS) };
      // Only last in a block (nothing unreachable after it), and not alone in it.
      if (room > 1 || first) continue;
      if (roll < 96 && depth > 0) return { k: 'return', value: this.num(1) };
      if (this.loopDepth > 0) return { k: 'jump', kind: random.chance(0.6) ? 'break' : 'continue' };
    }
  }

  private loop(lines: number, depth: number, variable: string | null): Stmt[] {
    if (variable !== null) this.nums.push(variable);
    this.loopDepth++;
    const body = this.block(lines, depth + 1);
    this.loopDepth--;
    if (variable !== null) this.nums.pop();
    return body;
  }

  /** An if's body sometimes ends in an early return or a jump out of the loop. */
  private withExit(body: Stmt[]): Stmt[] {
    const roll = this.random.next();
    if (roll < 0.2) body.push({ k: 'return', value: this.num(1) });
    else if (roll < 0.3 && this.loopDepth > 0) body.push({ k: 'jump', kind: 'break' });
    return body;
  }

  private bound(): Expr {
    const list = this.lists.length > 0 && this.random.chance(0.6) ? this.random.pick(this.lists) : null;
    return list === null ? this.leaf(true) : { k: 'len', list };
  }

  private num(depth: number): Expr {
    const { random } = this;
    if (depth <= 0 || random.chance(0.25)) return this.leaf();
    const roll = random.next();
    if (roll < 0.55) {
      const op = random.pick(ARITHMETIC);
      const right = this.num(depth - 1);
      // No division by a literal zero.
      const divisor = (op === '/' || op === '%') && right.k === 'num' && Number(right.text) === 0;
      const left = this.num(depth - 1);
      return binary(op, left, divisor || same(left, right) ? lit(random.int(2, 9)) : right);
    }
    if (roll < 0.7 && this.helpers.length > 0) {
      const helper = random.pick(this.helpers);
      const args = helper.params.map((p) => (p.list && this.lists.length > 0 ? this.listRef() : this.num(depth - 1)));
      return { k: 'call', fn: helper.name, args };
    }
    if (roll < 0.85) {
      const fn = random.pick(['min', 'max', 'max', 'abs'] as const);
      const first = this.num(depth - 1);
      if (fn === 'abs') return first.k === 'num' ? first : { k: 'builtin', fn, args: [first] };
      const second = this.num(depth - 1);
      return { k: 'builtin', fn, args: [first, same(first, second) ? lit(random.int(0, 9)) : second] };
    }
    if (roll < 0.9) {
      const operand = this.num(depth - 1);
      return operand.k === 'neg' ? operand : { k: 'neg', operand };
    }
    const list = this.lists.length > 0 ? random.pick(this.lists) : null;
    return list === null ? this.leaf() : { k: 'at', list, index: this.num(depth - 1) };
  }

  private cond(depth: number): Expr {
    const { random } = this;
    const roll = random.next();
    if (depth > 0 && roll < 0.3) {
      return binary(random.chance(0.6) ? 'and' : 'or', this.cond(depth - 1), this.cond(depth - 1));
    }
    if (depth > 0 && roll < 0.38) return { k: 'not', operand: this.cond(depth - 1) };
    if (roll < 0.5) {
      return binary(random.pick(['==', '!=']), binary('%', this.ref(), lit(random.int(2, 7))), lit(random.int(0, 1)));
    }
    // A name on the left: `3 == 4` is no condition.
    const left = this.num(random.int(0, 2));
    const right = this.num(random.int(0, 1));
    return binary(random.pick(COMPARISON), left.k === 'num' ? this.ref() : left, right);
  }

  /** A name, a length or an element; a literal only if nothing is in scope. */
  private ref(): Expr {
    for (let i = 0; i < 4; i++) {
      const leaf = this.leaf(true);
      if (leaf.k !== 'num') return leaf;
    }
    return this.leaf(true);
  }

  private leaf(integer = false): Expr {
    const { random } = this;
    const roll = random.next();
    if (roll < 0.45 && this.nums.length > 0) return { k: 'var', name: random.pick(this.nums) };
    if (roll < 0.55 && this.lists.length > 0) return { k: 'len', list: random.pick(this.lists) };
    if (roll < 0.63 && this.lists.length > 0 && this.nums.length > 0) {
      return { k: 'at', list: random.pick(this.lists), index: { k: 'var', name: random.pick(this.nums) } };
    }
    if (roll < 0.66 && !integer) return { k: 'num', text: random.pick(['0.5', '1.5', '0.25', '2.0', '1e-9', '0.1']) };
    return lit(
      random.chance(0.6) ? random.int(0, 10) : random.pick([100, 1000, 255, 1_000_000_007, random.int(11, 999)]),
    );
  }

  private listRef(): Expr {
    return { k: 'var', name: this.random.pick(this.lists) };
  }

  private sample(param: Param): Expr {
    const { random } = this;
    if (!param.list) return lit(random.int(0, 20));
    return { k: 'array', items: Array.from({ length: random.int(2, 6) }, () => random.int(-9, 99)) };
  }
}
