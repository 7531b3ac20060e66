import './setup-node';
import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only sets this when test globals are on; without it React
// stays silent about state updates that escape act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Pages and their statistics load lazily (decision 012): on a busy CI machine the first import
// of a page's module can take longer than Testing Library's 1 s default. findBy… still returns
// as soon as the element appears; only a real failure waits the full 5 s.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout, so there is nothing to scroll; the router's scroll
// restoration calls this on every navigation.
window.scrollTo = () => {};

// Unmount first (this runs before setup-node's afterEach): effects that fail on cleanup count too.
afterEach(() => {
  cleanup();
});
