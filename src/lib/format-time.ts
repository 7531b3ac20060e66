const clockTime = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** "10:42:05" in the user's locale and time zone. */
export function formatClockTime(epochMs: number): string {
  return clockTime.format(epochMs);
}

/** "in 42 s", "in 3 min 5 s", "in 5 h 12 min"; "now" once the moment has come. */
export function formatTimeLeft(fromMs: number, toMs: number): string {
  const seconds = Math.ceil((toMs - fromMs) / 1000);
  if (seconds <= 0) return 'now';
  if (seconds < 60) return `in ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `in ${minutes} min ${seconds % 60} s`;
  return `in ${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** A duration: "12 s", "3 min 5 s", "2 h 4 min", from two days on "3 days 4 h" (at least 1 s). */
export function formatDuration(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ${seconds % 60} s`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "22 Nov 2026, 10:42" in the user's locale and time zone, from an ISO 8601 date-time. */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : dateTime.format(time);
}

/** The IANA name of the time zone dates are shown in, e.g. "Europe/Berlin". */
export function displayTimeZone(): string {
  return dateTime.resolvedOptions().timeZone;
}
