import { ExprPrinter, hasFloat } from './code-expr';
import { binary, lit, type Fn, type Program, type ProgramLanguage, type Stmt, type Expr } from './code-tree';
import type { CodeStyle } from './code-style';

/**
 * Prints a generated program (code-tree.ts) in Python, TypeScript, Java or Go: close enough to
 * each that a tokenizer for the language reads it (braces or indentation, `//` or `#` comments).
 * The layout is a style of its own, so a copy can be the same program laid out differently.
 */

type Rename = (name: string) => string;

export function renderProgram(program: Program, language: ProgramLanguage, style: CodeStyle, rename: Rename): string {
  return new Printer(program, language, style, rename).print();
}

class Printer {
  private readonly out: string[] = [];
  private readonly py: boolean;
  /** Names assigned after their declaration (TypeScript `let`), and local lists (Java `List`). */
  private readonly assigned = new Set<string>();
  private readonly localLists = new Set<string>();
  private readonly end: string;
  private logs = false;
  private readonly exprs: ExprPrinter;

  constructor(
    private readonly program: Program,
    private readonly language: ProgramLanguage,
    private readonly style: CodeStyle,
    private readonly rename: Rename,
  ) {
    this.py = language === 'python';
    this.end = language === 'java' || (language === 'typescript' && !style.bare) ? ';' : '';
    const visit = (body: readonly Stmt[]) => {
      for (const stmt of body) {
        if (stmt.k === 'set') this.assigned.add(stmt.name);
        if (stmt.k === 'list') this.localLists.add(stmt.name);
        if (stmt.k === 'push' && language === 'go') this.assigned.add(stmt.list);
        if (stmt.k === 'log') this.logs = true;
        if (stmt.k === 'if') visit(stmt.then);
        if (stmt.k === 'if' && stmt.else) visit(stmt.else);
        if (stmt.k === 'for' || stmt.k === 'each' || stmt.k === 'while') visit(stmt.body);
      }
    };
    for (const fn of program.fns) visit(fn.body);
    this.exprs = new ExprPrinter(language, style.tight, rename, this.localLists);
  }

  private expr(expr: Expr): string {
    return this.exprs.expr(expr);
  }

  print(): string {
    const { language, program, out } = this;
    const demo = program.demo;
    const main = program.fns[program.fns.length - 1];
    if (program.header !== null) out.push(`${this.py ? '#' : '//'} ${program.header}`);
    if (language === 'go') out.push('package main', '', ...(this.logs || demo ? ['import "fmt"', ''] : []));
    if (language === 'java')
      out.push(...(this.localLists.size > 0 ? ['import java.util.*;', ''] : []), 'class Solution {');
    const level = language === 'java' ? 1 : 0;
    program.fns.forEach((fn, i) => {
      if (i > 0) out.push(...(this.py && !this.style.airy ? ['', ''] : ['']));
      this.fn(fn, level);
    });
    if (demo && main) {
      const call = `${this.rename(main.name)}(${demo.map((arg) => this.expr(arg)).join(', ')})`;
      out.push('');
      if (language === 'python') out.push('if __name__ == "__main__":', `${this.style.indent}print(${call})`);
      if (language === 'typescript') out.push(`console.log(${call})${this.end}`);
      if (language === 'go') out.push('func main() {', `\tfmt.Println(${call})`, '}');
      if (language === 'java') {
        const tab = this.style.indent;
        out.push(
          `${tab}public static void main(String[] args) {`,
          `${tab}${tab}System.out.println(${call});`,
          `${tab}}`,
        );
      }
    }
    if (language === 'java') out.push('}');
    return `${out.join('\n')}\n`;
  }

  private line(level: number, text: string): void {
    this.out.push(this.style.indent.repeat(level) + text);
  }

  /** `head {` … `}` in braced languages (no `}` if `close` is null), `head:` and an indented body in Python. */
  private block(level: number, head: string, body: readonly Stmt[], close: string | null = '}'): void {
    if (this.py) {
      this.line(level, `${head}:`);
      this.stmts(body, level + 1);
      // A Python block needs a statement: comments are none.
      if (body.every((stmt) => stmt.k === 'comment')) this.line(level + 1, 'pass');
      return;
    }
    if (this.style.allman) {
      this.line(level, head);
      this.line(level, '{');
    } else {
      this.line(level, `${head} {`);
    }
    this.stmts(body, level + 1);
    if (close !== null) this.line(level, close);
  }

  private fn(fn: Fn, level: number): void {
    const { language } = this;
    const name = this.rename(fn.name);
    const params = fn.params.map((p) => {
      const param = this.rename(p.name);
      if (language === 'typescript') return `${param}: ${p.list ? 'number[]' : 'number'}`;
      if (language === 'java') return `${p.list ? 'int[]' : 'int'} ${param}`;
      if (language === 'go') return `${param} ${p.list ? '[]int' : 'int'}`;
      return param;
    });
    const joined = params.join(', ');
    if (language === 'python') return this.block(level, `def ${name}(${joined})`, fn.body);
    if (language === 'go')
      return this.block(level, `func ${name}(${joined}) ${fn.returnsList ? '[]int' : 'int'}`, fn.body);
    if (language === 'java') {
      const type = fn.returnsList ? 'List<Integer>' : 'int';
      return this.block(level, `${fn.params.length > 2 ? 'public ' : ''}static ${type} ${name}(${joined})`, fn.body);
    }
    const type = fn.returnsList ? 'number[]' : 'number';
    if (this.style.arrow) return this.block(level, `const ${name} = (${joined}): ${type} =>`, fn.body, `}${this.end}`);
    this.block(level, `function ${name}(${joined}): ${type}`, fn.body);
  }

  private stmts(body: readonly Stmt[], level: number): void {
    body.forEach((stmt, i) => {
      if (stmt.k === 'comment' && !this.style.comments) return;
      this.stmt(stmt, level);
      const isBlock = stmt.k === 'if' || stmt.k === 'for' || stmt.k === 'each' || stmt.k === 'while';
      if (isBlock && this.style.airy && i < body.length - 1) this.out.push('');
    });
  }

  private stmt(stmt: Stmt, level: number): void {
    const { language, end, py } = this;
    const paren = (text: string) => (py || language === 'go' ? text : `(${text})`);
    switch (stmt.k) {
      case 'let': {
        const name = this.rename(stmt.name);
        const value = this.expr(stmt.value);
        if (py) return this.line(level, `${name} = ${value}`);
        if (language === 'go') return this.line(level, `${name} := ${value}`);
        if (language === 'java')
          return this.line(level, `${hasFloat(stmt.value) ? 'double' : 'int'} ${name} = ${value};`);
        return this.line(level, `${this.assigned.has(stmt.name) ? 'let' : 'const'} ${name} = ${value}${end}`);
      }
      case 'list': {
        const name = this.rename(stmt.name);
        if (py) return this.line(level, `${name} = []`);
        if (language === 'go') return this.line(level, `${name} := []int{}`);
        if (language === 'java') return this.line(level, `List<Integer> ${name} = new ArrayList<>();`);
        return this.line(level, `const ${name}: number[] = []${end}`);
      }
      case 'set':
        return this.line(level, `${this.rename(stmt.name)} ${stmt.op} ${this.expr(stmt.value)}${end}`);
      case 'push': {
        const list = this.rename(stmt.list);
        const value = this.expr(stmt.value);
        if (language === 'go') return this.line(level, `${list} = append(${list}, ${value})`);
        return this.line(level, `${list}.${py ? 'append' : language === 'java' ? 'add' : 'push'}(${value})${end}`);
      }
      case 'if': {
        const head = `if ${paren(this.expr(stmt.cond))}`;
        if (!stmt.else) return this.block(level, head, stmt.then);
        this.block(level, head, stmt.then, null);
        if (py) return this.block(level, 'else', stmt.else);
        if (!this.style.allman) return this.block(level, '} else', stmt.else);
        this.line(level, '}');
        return this.block(level, 'else', stmt.else);
      }
      case 'for': {
        const name = this.rename(stmt.name);
        const last = binary('-', stmt.to, lit(1));
        // Counting down runs from the last index to the first, inclusive.
        const [from, to] = stmt.down
          ? [this.expr(last), this.expr(stmt.from)]
          : [this.expr(stmt.from), this.expr(stmt.to)];
        if (py) {
          const below = /^\d+$/.test(to) ? String(Number(to) - 1) : `${to} - 1`;
          const args = stmt.down
            ? `${from}, ${below}, -${stmt.step}`
            : stmt.step > 1
              ? `${from}, ${to}, ${stmt.step}`
              : from === '0'
                ? to
                : `${from}, ${to}`;
          return this.block(level, `for ${name} in range(${args})`, stmt.body);
        }
        const init =
          language === 'go' ? `${name} := ${from}` : `${language === 'java' ? 'int' : 'let'} ${name} = ${from}`;
        const test = `${name} ${stmt.down ? '>=' : '<'} ${to}`;
        const sign = stmt.down ? '-' : '+';
        const next = stmt.step === 1 ? `${name}${sign}${sign}` : `${name} ${sign}= ${stmt.step}`;
        return this.block(level, `for ${paren(`${init}; ${test}; ${next}`)}`, stmt.body);
      }
      case 'each': {
        const [name, list] = [this.rename(stmt.name), this.rename(stmt.list)];
        const head = py
          ? `for ${name} in ${list}`
          : language === 'go'
            ? `for _, ${name} := range ${list}`
            : language === 'java'
              ? `for (int ${name} : ${list})`
              : `for (${this.assigned.has(stmt.name) ? 'let' : 'const'} ${name} of ${list})`;
        return this.block(level, head, stmt.body);
      }
      case 'while':
        return this.block(level, `${language === 'go' ? 'for' : 'while'} ${paren(this.expr(stmt.cond))}`, stmt.body);
      case 'return':
        return this.line(level, stmt.value ? `return ${this.expr(stmt.value)}${end}` : `return${end}`);
      case 'jump':
        return this.line(level, `${stmt.kind}${end}`);
      case 'log': {
        const value = this.expr(stmt.value);
        if (py) return this.line(level, `print("${stmt.label}", ${value})`);
        if (language === 'go') return this.line(level, `fmt.Println("${stmt.label}", ${value})`);
        if (language === 'java') return this.line(level, `System.out.println("${stmt.label}: " + ${value});`);
        return this.line(level, `console.log("${stmt.label}", ${value})${end}`);
      }
      case 'comment':
        return this.line(level, `${py ? '#' : '//'} ${stmt.text}`);
    }
  }
}
