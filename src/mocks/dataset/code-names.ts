import type { Random } from './random';

/**
 * Identifiers for generated programs, in the language's style (snake_case in Python, camelCase
 * elsewhere). Every name is unique within a program, so a copy can rename them one for one.
 */

const split = (text: string) => text.split(' ');
const VALUE_WORDS = split(
  'total count best left right low high mid acc window step limit seen result cur prev span peak score gap delta ' +
    'carry offset bucket width depth level rank weight cost budget quota tally streak margin pivot size start stop ' +
    'first last target need extra spare load answer state flag hits misses base top bottom lead lag area volume',
);
const SUFFIXES = split('sum max min len idx pos val count total end start so_far diff acc tmp now next')
  .map((word) => word.replace('so_far', 'so far'))
  .map((word) => word.split(' '));
const LETTERS = split('a b c d m n p q r s t u v w x y z');
const LOOP_NAMES = split('i j k idx pos p q r at ix jx row col');
const LIST_WORDS = split(
  'nums values items data arr xs input scores prices weights points costs times queue stack buckets out res pairs ' +
    'heights ranks counts sizes grid path parts chunks events readings intervals ids keys marks',
);
const FN_VERBS = split(
  'solve compute process count find check scan merge normalize clamp score partition walk reduce collect build ' +
    'pick sum rank fold measure trim split balance choose',
);
const FN_NOUNS = split('pairs window best range total gaps peaks runs steps items answer result values max min');

/** What a program's comments say and its logging prints: they are dropped or become one token in a similarity check. */
export const COMMENTS =
  `handle the empty case first|two pointers from both ends|keep the running best|guard against overflow
|TODO: check the edge cases|this is O(n) overall|binary search on the answer|the window never shrinks below k
|reset when the run breaks|count what we have seen|early exit: nothing to do|try the greedy choice
|not sure about negatives here|sliding window|prefix sums make this linear|fixed: off by one
|swap the bounds if needed|the helper keeps this readable|should be fine for the given limits|the slow path`
    .split('|')
    .map((comment) => comment.trim());
export const LABELS = split('debug best step result value window found state total checking');

export interface Names {
  value(): string;
  list(): string;
  loop(): string;
  fn(): string;
}

/** `reserved`: names it must not make (a copy's names that are not renamed). */
export function nameMaker(random: Random, snake: boolean, reserved: Iterable<string> = []): Names {
  const used = new Set<string>(reserved);
  const join = (parts: readonly string[]) =>
    snake
      ? parts.join('_')
      : parts.map((part, i) => (i === 0 ? part : part.charAt(0).toUpperCase() + part.slice(1))).join('');
  const unique = (name: string) => {
    let out = name;
    for (let n = 2; used.has(out); n++) out = `${name}${n}`;
    used.add(out);
    return out;
  };
  return {
    value() {
      const roll = random.next();
      if (roll < 0.15) return unique(random.pick(LETTERS));
      const word = random.pick(VALUE_WORDS);
      return unique(roll < 0.55 ? word : join([word, ...random.pick(SUFFIXES)]));
    },
    list() {
      const word = random.pick(LIST_WORDS);
      return unique(random.chance(0.25) ? join([random.pick(VALUE_WORDS), word]) : word);
    },
    loop() {
      return unique(random.chance(0.8) ? random.pick(LOOP_NAMES) : random.pick(VALUE_WORDS));
    },
    fn() {
      return unique(random.chance(0.3) ? random.pick(FN_VERBS) : join([random.pick(FN_VERBS), random.pick(FN_NOUNS)]));
    },
  };
}
