import { Component as PreactComponent } from 'preact';
import { createRoot } from 'react-dom/client';
import { Component, createElement } from 'react';
import { describe, expect, it } from 'vitest';

// Users run Preact through its compat layer (decision 017): the tests must run the same thing,
// or a difference between the two (effect timing, event names) would pass here and fail there.
describe('the UI runtime', () => {
  it('is Preact wherever the app and its libraries import React', () => {
    expect(Component).toBe(PreactComponent);
  });

  it('renders through react-dom/client as the app does', () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    root.render(createElement('p', { spellCheck: 'false' }, 'hello'));
    expect(container.innerHTML).toBe('<p spellcheck="false">hello</p>');
    root.unmount();
  });
});
