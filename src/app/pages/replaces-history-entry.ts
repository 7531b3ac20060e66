/** Typing a pass mark replaces the history entry; a filter is a step Back can undo. */
export function replacesHistoryEntry(change: object): boolean {
  return Object.keys(change).every((key) => key === 'pass');
}
