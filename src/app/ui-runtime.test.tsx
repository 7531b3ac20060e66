import { readFileSync } from 'node:fs';

import { act, createElement, version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';

// The product is specified on React 19 (decision 019): the app, its libraries and these tests
// run React itself, never another renderer behind React's name.
describe('the UI runtime', () => {
  it('is React 19, from the registry under its own name', () => {
    expect(reactVersion).toMatch(/^19\./);
    expect(reactDomVersion).toBe(reactVersion);
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    for (const name of ['react', 'react-dom']) expect(manifest.dependencies[name]).toMatch(/^[~^]?19\./);
  });

  it('renders through react-dom/client as the app does, with React 19 props', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const ref = { current: null as HTMLInputElement | null };
    // ref as a plain prop of a function component, and spellCheck={false} as the DOM attribute.
    const Field = (props: { ref: typeof ref }) => createElement('input', { ref: props.ref, spellCheck: false });
    act(() => root.render(createElement(Field, { ref })));
    expect(container.innerHTML).toBe('<input spellcheck="false">');
    expect(ref.current).toBe(container.firstChild);
    act(() => root.unmount());
  });
});
