/** "1a2b3c4d…": enough of a UUID to tell rows apart at a glance; the full id goes in the accessible name or a tooltip. */
export function shortId(id: string): string {
  return id.length > 9 ? `${id.slice(0, 8)}…` : id;
}
