const count = new Intl.NumberFormat();

/** "9,912" in the user's locale. */
export function formatCount(value: number): string {
  return count.format(value);
}
