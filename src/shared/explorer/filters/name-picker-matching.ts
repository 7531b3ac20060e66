import { foldForMatch } from '@/lib/fold-for-match';
import { formatCount } from '@/lib/format-number';
import type { NameContext, NamedItem } from '@/shared/explorer/api/names';

/** The most options the list shows; the rest are a "keep typing" away. */
export const MAX_SHOWN_NAMES = 50;

/** Names two or more items share: those show the start of their id, to tell them apart. */
export function repeatedNames(list: NamedItem[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const { name } of list) (seen.has(name) ? repeated : seen).add(name);
  return repeated;
}

/** What the input shows for a picked item: its name, with the start of its id when another item has the name too. */
export function displayName(item: NamedItem, repeated: Set<string>): string {
  return repeated.has(item.name) ? `${item.name} · ${shortIdPart(item.id)}` : item.name;
}

export const shortIdPart = (id: string) => id.slice(0, 8);

/** The text of an option: its name and context, each repeated pair to be told apart by its id. */
export const optionKey = (name: string, context: NameContext | undefined) =>
  context === undefined ? name : `${name} — ${context.first} +${context.more}`;

/** Option texts two or more items share (with their contexts, when known). */
export function repeatedOptions(list: NamedItem[], contextOf: (id: string) => NameContext | undefined): Set<string> {
  return repeatedNames(list.map(({ id, name }) => ({ id, name: optionKey(name, contextOf(id)) })));
}

export interface KeyedName {
  item: NamedItem;
  key: string;
  id: string;
}

export const keyNames = (list: NamedItem[]): KeyedName[] =>
  list.map((item) => ({ item, key: foldForMatch(item.name), id: item.id.toLowerCase() }));

/** Names containing the query (names starting with it first, each group in name order); a pasted id matches too. */
export function findMatches(keyed: KeyedName[], query: string): NamedItem[] {
  const needle = foldForMatch(query);
  if (needle === '') return keyed.map(({ item }) => item);
  const starting: NamedItem[] = [];
  const containing: NamedItem[] = [];
  for (const { item, key, id } of keyed) {
    if (key.startsWith(needle) || id === needle) starting.push(item);
    else if (key.includes(needle)) containing.push(item);
  }
  return [...starting, ...containing];
}

export function countAnnouncement(total: number, pluralLabel: string): string {
  if (total === 0) return `0 ${pluralLabel} match.`;
  return total > MAX_SHOWN_NAMES
    ? `${formatCount(total)} ${pluralLabel} match, ${MAX_SHOWN_NAMES} shown.`
    : `${formatCount(total)} ${pluralLabel} match.`;
}
