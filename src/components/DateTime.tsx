import { formatDateTime } from '@/lib/format-time';

/** An API date-time shown in the user's locale and time zone, machine-readable in `dateTime`. */
export function DateTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
