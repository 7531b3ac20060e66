import type { Program, Stmt } from './code-tree';
import { SQL_KEYWORDS, type SqlProgram } from './sql-tree';
import { sqlRenamable } from './sql-render';
import { nameMaker } from './code-names';
import type { Random } from './random';

/**
 * What a copier changes (the planted copies, planted.ts): the surface, not the content. A copied
 * text keeps its words but not its case, punctuation or spacing, with a few words dropped,
 * swapped or replaced; a copied program is the same program, renamed and laid out anew. After a
 * similarity check's normalisation both are still near-identical to their original.
 */

const SYNONYMS: Readonly<Record<string, string>> = {
  check: 'verify',
  review: 'go over',
  carefully: 'closely',
  quickly: 'fast',
  team: 'group',
  manager: 'lead',
  measure: 'track',
  explain: 'describe',
  document: 'write up',
  slow: 'sluggish',
  urgent: 'pressing',
  First: 'Firstly',
  Then: 'Next',
  Finally: 'Lastly',
};
/** Stop words: a copier's filler that a similarity check ignores. */
const FILLERS = ['also', 'just', 'then', 'very'];

export function editText(text: string, random: Random): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  // Sentence order: at most one pair of neighbours swapped.
  if (sentences.length > 2 && random.chance(0.2)) {
    const i = random.int(0, sentences.length - 2);
    [sentences[i], sentences[i + 1]] = [sentences[i + 1] ?? '', sentences[i] ?? ''];
  }
  const words = sentences.map((sentence) => sentence.split(' '));
  for (let edits = random.int(1, 3); edits > 0; edits--) {
    const sentence = random.pick(words);
    if (sentence.length < 4) continue;
    const i = random.int(1, sentence.length - 2);
    const word = sentence[i] ?? '';
    const roll = random.next();
    if (roll < 0.35) sentence.splice(i, 1);
    else if (roll < 0.55) [sentence[i], sentence[i + 1]] = [sentence[i + 1] ?? '', word];
    else if (SYNONYMS[word] !== undefined) sentence[i] = SYNONYMS[word];
    else sentence.splice(i, 0, random.pick(FILLERS));
  }
  let out = words.map((sentence) => recase(sentence, random).join(random.chance(0.1) ? '  ' : ' '));
  const punctuation = random.next();
  if (punctuation < 0.3) out = out.map((sentence) => sentence.replace(/[.]$/, ''));
  else if (punctuation < 0.45) out = out.map((sentence) => sentence.replaceAll(',', ''));
  else if (punctuation < 0.6) out = out.map((sentence) => sentence.replace(/[.]$/, random.pick(['!', '...', ' .'])));
  const joined = out.join(random.pick([' ', ' ', '  ', '\n', '\n\n']));
  return `${random.chance(0.15) ? ' ' : ''}${joined}${random.pick(['', '', '\n', ' '])}`;
}

/** Case, the way people retype: all lower, no capital after a full stop, one word shouted. */
function recase(sentence: string[], random: Random): string[] {
  const roll = random.next();
  if (roll < 0.2) return sentence.map((word) => word.toLowerCase());
  if (roll < 0.35) return sentence.map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word));
  if (roll < 0.42) {
    const i = random.int(0, sentence.length - 1);
    return sentence.map((word, j) => (j === i ? word.toUpperCase() : word));
  }
  return sentence;
}

/** New names for a program's variables, one for one (its functions keep theirs). */
export function programRenamer(program: Program, snake: boolean, random: Random): (name: string) => string {
  const kinds = new Map<string, 'value' | 'list' | 'loop'>();
  const visit = (body: readonly Stmt[]) => {
    for (const stmt of body) {
      if (stmt.k === 'let') kinds.set(stmt.name, 'value');
      if (stmt.k === 'list') kinds.set(stmt.name, 'list');
      if (stmt.k === 'for') kinds.set(stmt.name, 'loop');
      if (stmt.k === 'each') kinds.set(stmt.name, 'value');
      if (stmt.k === 'if') visit(stmt.then);
      if (stmt.k === 'if' && stmt.else) visit(stmt.else);
      if (stmt.k === 'for' || stmt.k === 'each' || stmt.k === 'while') visit(stmt.body);
    }
  };
  for (const fn of program.fns) {
    for (const param of fn.params) kinds.set(param.name, param.list ? 'list' : 'value');
    visit(fn.body);
  }
  const names = nameMaker(
    random,
    snake,
    program.fns.map((fn) => fn.name),
  );
  return renamer((name) => {
    const kind = kinds.get(name);
    return kind === undefined ? null : names[kind]();
  });
}

/** New aliases and CTE names for a query; the schema's tables and columns stay. */
export function sqlRenamer(program: SqlProgram, random: Random): (name: string) => string {
  const { aliases, names } = sqlRenamable(program);
  // Aliases become t1, t2, …: reserved, so no other new name is one of them.
  const newAliases = new Map(aliases.map((alias, i) => [alias, `t${i + 1}`]));
  const made = nameMaker(random, true, [...newAliases.values(), ...SQL_KEYWORDS]);
  const renamed = new Set(names);
  return renamer((name) => newAliases.get(name) ?? (renamed.has(name) ? made.value() : null));
}

/** Each name is renamed once and then the same way (null: kept). */
function renamer(fresh: (name: string) => string | null): (name: string) => string {
  const map = new Map<string, string>();
  return (name) => {
    let out = map.get(name);
    if (out === undefined) {
      out = fresh(name) ?? name;
      map.set(name, out);
    }
    return out;
  };
}
