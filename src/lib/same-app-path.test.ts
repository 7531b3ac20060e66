import { describe, expect, it } from 'vitest';

import { isSameAppPath } from './same-app-path';

describe('isSameAppPath', () => {
  it.each(['/', '/results?status=pending&source=pipeline', '/questions/q-1#skills', '/results?q=a%2Fb'])(
    'accepts the app path %s',
    (path) => expect(isSameAppPath(path)).toBe(true),
  );

  it.each([
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example/x'],
    ['a backslash that browsers read as a slash', '/\\evil.example'],
    ['a tab that URL parsing strips', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a relative path', 'results'],
    ['nothing', ''],
  ])('refuses %s', (_, value) => expect(isSameAppPath(value)).toBe(false));
});
