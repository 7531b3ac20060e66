import type { ProgramLanguage } from './code-tree';
import type { Random } from './random';

/** How a generated program is laid out (code-render.ts prints it): a copy keeps the program, not the layout. */
export interface CodeStyle {
  indent: string;
  /** No spaces around binary operators. */
  tight: boolean;
  /** Opening braces on a line of their own (TypeScript, Java). */
  allman: boolean;
  /** TypeScript without semicolons. */
  bare: boolean;
  /** Functions as `const f = (…) => {`. */
  arrow: boolean;
  comments: boolean;
  /** A blank line after each loop or conditional. */
  airy: boolean;
}

export function codeStyle(random: Random, language: ProgramLanguage): CodeStyle {
  const indent = language === 'go' ? '\t' : random.pick(language === 'python' ? ['    ', '  '] : ['  ', '    ', '\t']);
  const braced = language === 'typescript' || language === 'java';
  return {
    indent,
    tight: random.chance(0.15),
    allman: braced && random.chance(0.15),
    bare: language === 'typescript' && random.chance(0.3),
    arrow: language === 'typescript' && random.chance(0.25),
    comments: random.chance(0.85),
    airy: random.chance(0.4),
  };
}
