/**
 * Hands text to the browser as a file download: a Blob URL behind a temporary `<a download>`.
 * The URL is revoked a moment later, once the browser has started reading it (revoking at
 * once can cancel the download in some browsers).
 */
export function downloadTextFile(fileName: string, text: string, mime: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
  }
}

const REVOKE_AFTER_MS = 1_000;

/** "2026-05-03": today in the user's time zone, for file names. */
export function localDateStamp(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
