import './table.css';

const formats = new Map<number, Intl.NumberFormat>();
const formatFor = (maxFractionDigits: number) => {
  let format = formats.get(maxFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { maximumFractionDigits: maxFractionDigits });
    formats.set(maxFractionDigits, format);
  }
  return format;
};

/** "72", "72.5" in the user's locale, rounded to at most `maxFractionDigits` decimals. */
export function formatScore(score: number, maxFractionDigits = 2): string {
  return formatFor(maxFractionDigits).format(score);
}

/** A score, or "—" read out as "not graded". */
export function Score({ value, maxFractionDigits }: { value: number | null; maxFractionDigits?: number }) {
  if (value === null) return <Missing text="not graded" />;
  return <span className="score">{formatScore(value, maxFractionDigits)}</span>;
}

/** "—" for a value the row does not have, with words for screen readers. */
export function Missing({ text }: { text: string }) {
  return (
    <span className="missing-value">
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{text}</span>
    </span>
  );
}
