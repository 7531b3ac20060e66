import type { Random } from './random';
import { DE, EN, EN_IRREGULAR, ES, FR } from './text-words';

/**
 * Free-text answers and video transcripts from a small grammar: sentence templates whose slots are
 * filled from long word lists (text-words.ts), so two independent answers rarely share three
 * content words in a row, as real answers don't. Mostly English, some German, Spanish and French.
 */

export type TextLanguage = 'en' | 'de' | 'es' | 'fr';

/** What an answer's first draws decide: the plants read it to pick a leaked answer (planted-copies.ts). */
export interface TextShape {
  language: TextLanguage;
  sentences: number;
}

export function textShape(random: Random, minSentences: number, maxSentences: number): TextShape {
  const roll = random.next();
  const language = roll < 0.85 ? 'en' : roll < 0.9 ? 'de' : roll < 0.95 ? 'es' : 'fr';
  return { language, sentences: random.int(minSentences, maxSentences) };
}

export function makeText(random: Random, { language, sentences }: TextShape): string {
  const parts: string[] = [];
  for (let i = 0; i < sentences; i++) parts.push(sentence(random, language));
  return parts.join(' ');
}

/** Sentences until the text is at least `minChars` long (the large payloads). */
export function makeLongText(random: Random, language: TextLanguage, minChars: number): string {
  const parts: string[] = [];
  let length = 0;
  while (length < minChars) {
    const next = sentence(random, language);
    parts.push(next);
    length += next.length + 1;
  }
  return parts.join(' ');
}

export function sentence(random: Random, language: TextLanguage): string {
  const templates = TEMPLATES[language];
  const text = random.pick(templates)(random);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Template = (r: Random) => string;

const maybe = (r: Random, p: number, text: () => string) => (r.chance(p) ? `${text()} ` : '');

// English inflection for regular verbs and nouns; multi-word verbs ("roll back") inflect their first word.
const inflect = (verb: string, change: (word: string) => string) => {
  const space = verb.indexOf(' ');
  return space < 0 ? change(verb) : change(verb.slice(0, space)) + verb.slice(space);
};
const sForm = (word: string) =>
  /is$/.test(word)
    ? `${word.slice(0, -2)}es` // hypothesis → hypotheses
    : /(s|sh|ch|x|z)$/.test(word)
      ? `${word}es`
      : /[^aeiou]y$/.test(word)
        ? `${word.slice(0, -1)}ies`
        : `${word}s`;
const third = (verb: string) => inflect(verb, sForm);
const past = (verb: string) =>
  EN_IRREGULAR[verb]?.[0] ??
  inflect(verb, (w) => (w.endsWith('e') ? `${w}d` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ied` : `${w}ed`));
const ing = (verb: string) =>
  EN_IRREGULAR[verb]?.[1] ?? inflect(verb, (w) => (/[^e]e$/.test(w) ? `${w.slice(0, -1)}ing` : `${w}ing`));
const plural = (noun: string) => {
  const space = noun.lastIndexOf(' ');
  return noun.slice(0, space + 1) + sForm(noun.slice(space + 1));
};

const en = {
  s: (r: Random) => r.pick(EN.subjects),
  m: (r: Random) => r.pick(EN.modals),
  v: (r: Random) => r.pick(EN.verbs),
  vi: (r: Random) => r.pick(EN.intransitive),
  a: (r: Random) => r.pick(EN.adjectives),
  adv: (r: Random) => r.pick(EN.adverbs),
  when: (r: Random) => r.pick(EN.when),
  open: (r: Random) => r.pick(EN.openers),
  prep: (r: Random) => r.pick(EN.preps),
  /** "the [adjective] noun" */
  np: (r: Random, adjective = 0.4) => `the ${maybe(r, adjective, () => r.pick(EN.adjectives))}${r.pick(EN.nouns)}`,
  pp: (r: Random) => `${r.pick(EN.preps)} the ${r.pick(EN.nouns)}`,
};

const ENGLISH: Template[] = [
  (r) => `${en.s(r)} ${en.m(r)} ${maybe(r, 0.4, () => en.adv(r))}${en.v(r)} ${en.np(r)} ${en.pp(r)}.`,
  (r) => `${en.open(r)}, ${en.s(r)} ${past(en.v(r))} ${en.np(r)} and ${past(en.v(r))} ${en.np(r, 0.2)}.`,
  (r) => `if ${en.np(r)} ${third(en.vi(r))} ${en.when(r)}, ${en.s(r)} ${en.m(r)} ${en.v(r)} ${en.np(r)}.`,
  (r) => `the ${en.a(r)} ${r.pick(EN.nouns)} matters because ${en.np(r, 0)} ${third(en.v(r))} ${en.np(r)}.`,
  (r) =>
    `${en.s(r)} ${en.m(r)} ${en.v(r)} ${r.pick(EN.counts)} ${plural(r.pick(EN.nouns))} ${en.pp(r)}, then ${en.v(r)} ${en.np(r)}.`,
  (r) => `it helps to ${en.v(r)} ${en.np(r)} when ${en.np(r, 0)} ${third(en.vi(r))} ${en.when(r)}.`,
  (r) => `what happens to ${en.np(r)} if ${en.np(r)} ${third(en.vi(r))}?`,
  (r) => `my first step is to ${en.v(r)} ${en.np(r)}; the second is to ${en.v(r)} ${en.np(r)}.`,
  (r) => `${en.open(r)}, I noticed that ${en.np(r)} ${past(en.vi(r))} ${en.when(r)}.`,
  (r) => `rather than ${ing(en.v(r))} ${en.np(r)}, ${en.s(r)} ${en.m(r)} ${en.v(r)} ${en.np(r)} ${en.pp(r)}.`,
  (r) => `${en.np(r, 0)} and ${en.np(r, 0)} are ${en.a(r)}, so ${en.s(r)} ${en.m(r)} ${en.v(r)} both ${en.when(r)}.`,
  (r) => `without ${ing(en.v(r))} ${en.np(r)}, ${en.np(r, 0)} ${en.m(r)} ${en.vi(r)} ${en.when(r)}.`,
  (r) => `the real risk is ${en.np(r)}: it ${third(en.vi(r))} ${en.when(r)} and nobody ${third(en.v(r))} it.`,
  (r) => `${en.open(r)}, ${en.s(r)} ${en.m(r)} ${en.adv(r)} ${en.v(r)} ${en.np(r)} and ${en.v(r)} ${en.np(r, 0.2)}.`,
  (r) => `${ing(en.v(r))} ${en.np(r)} ${en.when(r)} is ${en.a(r)}, but ${ing(en.v(r))} ${en.np(r)} is worse.`,
  (r) => `${en.s(r)} ${past(en.v(r))} ${r.pick(EN.counts)} ${plural(r.pick(EN.nouns))} last time, ${en.pp(r)}.`,
];

const de = {
  n: (r: Random) => r.pick(DE.nouns),
  /** Accusative: only masculine articles change. */
  acc: (r: Random) => r.pick(DE.nouns).replace(/^der /, 'den '),
  v: (r: Random) => r.pick(DE.verbs),
  v1: (r: Random) => r.pick(DE.verbs).slice(0, -1),
};

const GERMAN: Template[] = [
  (r) => `${r.pick(DE.openers)} ${de.v1(r)} ich ${de.acc(r)} ${r.pick(DE.adverbs)}.`,
  (r) => `ich würde ${de.acc(r)} ${r.pick(DE.adverbs)} ${de.v(r)}, weil ${de.n(r)} ${r.pick(DE.intransitive)}.`,
  (r) => `wenn ${de.n(r)} ${r.pick(DE.intransitive)}, ${de.v1(r)} ich zuerst ${de.acc(r)}.`,
  (r) => `${de.n(r)} ist ${r.pick(DE.adjectives)}, deshalb ${de.v(r)} wir ${de.acc(r)} und ${de.acc(r)}.`,
  (r) => `${r.pick(DE.openers)} sollten wir ${de.acc(r)} ${de.v(r)}, bevor ${de.n(r)} ${r.pick(DE.intransitive)}.`,
];

const es = {
  n: (r: Random) => r.pick(ES.nouns),
  v: (r: Random) => r.pick(ES.verbs),
  /** First person present of a regular -ar/-er/-ir verb. */
  v1: (r: Random) => `${r.pick(ES.verbs).slice(0, -2)}o`,
  pp: (r: Random) => `${r.pick(ES.preps)} ${r.pick(ES.nouns)}`,
};

const SPANISH: Template[] = [
  (r) => `${r.pick(ES.openers)}, ${es.v1(r)} ${es.n(r)} ${es.pp(r)}.`,
  (r) => `yo ${es.v(r)}ía ${es.n(r)} ${r.pick(ES.adverbs)} porque ${es.n(r)} ${r.pick(ES.intransitive)}.`,
  (r) => `si ${es.n(r)} ${r.pick(ES.intransitive)}, ${es.v1(r)} ${es.n(r)} ${es.pp(r)}.`,
  (r) => `${es.n(r)} es ${r.pick(ES.adjectives)}, así que conviene ${es.v(r)} ${es.n(r)} ${r.pick(ES.adverbs)}.`,
  (r) => `${r.pick(ES.openers)}, hay que ${es.v(r)} ${es.n(r)} y después ${es.v(r)} ${es.n(r)}.`,
];

const fr = {
  n: (r: Random) => r.pick(FR.nouns),
  v: (r: Random) => r.pick(FR.verbs),
  /** "je" + first person of an -er verb, elided before a vowel. */
  je: (r: Random) => {
    const verb = r.pick(FR.verbs).slice(0, -1);
    return /^[aeiouéè]/.test(verb) ? `j'${verb}` : `je ${verb}`;
  },
  pp: (r: Random) => `${r.pick(FR.preps)} ${r.pick(FR.nouns)}`,
};

const FRENCH: Template[] = [
  (r) => `${r.pick(FR.openers)}, ${fr.je(r)} ${fr.n(r)} ${fr.pp(r)}.`,
  (r) => `je ${fr.v(r)}ais ${fr.n(r)} ${r.pick(FR.adverbs)} parce que ${fr.n(r)} ${r.pick(FR.intransitive)}.`,
  (r) => `si ${fr.n(r)} ${r.pick(FR.intransitive)}, ${fr.je(r)} ${fr.n(r)} ${fr.pp(r)}.`,
  (r) => `${fr.n(r)} est ${r.pick(FR.adjectives)}, donc il faut ${fr.v(r)} ${fr.n(r)} ${r.pick(FR.adverbs)}.`,
  (r) => `${r.pick(FR.openers)}, on pourrait ${fr.v(r)} ${fr.n(r)} puis ${fr.v(r)} ${fr.n(r)}.`,
];

const TEMPLATES: Readonly<Record<TextLanguage, readonly Template[]>> = {
  en: ENGLISH,
  de: GERMAN,
  es: SPANISH,
  fr: FRENCH,
};
