/** Test support for the catalog's name lists. */
import type { NameList, NamedItem } from './names';

/** A complete name list of these items, as the catalog would load it. */
export function nameListOf(items: NamedItem[]): NameList {
  return { list: items, byId: Object.fromEntries(items.map(({ id, name }) => [id, name])), complete: true };
}
