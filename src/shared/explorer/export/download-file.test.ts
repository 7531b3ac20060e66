// @vitest-environment jsdom
// A DOM: downloads through an anchor element.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { downloadTextFile, localDateStamp } from './download-file';

/** Blob URLs cannot be opened here: stand-ins that record what was made and revoked. */
function stubBlobUrls() {
  const made: Blob[] = [];
  const revoked: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    made.push(blob as Blob);
    return `blob:test/${made.length}`;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));
  return { made, revoked };
}

/** jsdom cannot navigate: record the clicked link instead. */
function captureClicks() {
  const clicked: Array<{ href: string; download: string; inDocument: boolean }> = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inDocument: document.body.contains(this) });
  });
  return clicked;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('downloadTextFile', () => {
  it('saves the text under the file name through a temporary link, then revokes the URL', async () => {
    vi.useFakeTimers();
    const { made, revoked } = stubBlobUrls();
    const clicked = captureClicks();

    downloadTextFile('results-2026-05-03.csv', 'id,score\r\na,1\r\n', 'text/csv;charset=utf-8');

    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'results-2026-05-03.csv', inDocument: true }]);
    expect(made[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await made[0]?.text()).toBe('id,score\r\na,1\r\n');
    expect(document.querySelector('a')).toBeNull();
    expect(revoked).toEqual([]);
    vi.runAllTimers();
    expect(revoked).toEqual(['blob:test/1']);
  });
});

describe('localDateStamp', () => {
  it('writes the local date as YYYY-MM-DD', () => {
    expect(localDateStamp(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDateStamp(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });
});
