import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

import { DEMO_LIVE_MODE_STORAGE_KEY } from '@/mocks/demo';

interface AccessibilityCheck {
  /** Fails the test on any serious or critical axe violation on the page as it is now, target size included. */
  expectNoSeriousViolations(options?: { include?: string; exclude?: string }): Promise<void>;
}

interface Fixtures {
  /** Console errors a spec expects (e.g. the browser's own line for a deliberate 401). */
  allowedConsoleErrors: RegExp[];
  /**
   * The demo's fake API in live mode (answers arriving and being graded). Off by default: specs
   * compare exact row counts and CSV contents with what the API returns, which must not move.
   */
  fakeApiLive: boolean;
  axe: AccessibilityCheck;
}

function recordProblems(page: Page, allowed: RegExp[]): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (allowed.some((pattern) => pattern.test(text))) return;
    const { url, lineNumber } = message.location();
    problems.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.stack ?? error.message}`));
  return problems;
}

/**
 * The `test` every spec imports. Its `page` fails the test on any console error,
 * uncaught exception or Content-Security-Policy violation, since each is a bug a user could run into.
 */
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  fakeApiLive: [false, { option: true }],

  page: async ({ page, allowedConsoleErrors, fakeApiLive }, use) => {
    if (!fakeApiLive) {
      // Before any script of the page runs, on every navigation: the demo reads it at start-up.
      await page.addInitScript((name) => localStorage.setItem(name, 'off'), DEMO_LIVE_MODE_STORAGE_KEY);
    }
    // The servers send a strict Content-Security-Policy: anything it blocks is a bug, reported as
    // a console error (with what was blocked) so the check above fails the test.
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        console.error(
          `Content-Security-Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${where}`,
        );
      });
    });
    const problems = recordProblems(page, allowedConsoleErrors);
    await use(page);
    expect(problems, 'console errors or uncaught exceptions in the page').toEqual([]);
  },

  axe: async ({ page }, use) => {
    await use({
      async expectNoSeriousViolations({ include, exclude } = {}) {
        // target-size (WCAG 2.2, 2.5.8: controls of at least 24×24 px) is off in axe by default.
        let builder = new AxeBuilder({ page }).options({ rules: { 'target-size': { enabled: true } } });
        if (include) builder = builder.include(include);
        if (exclude) builder = builder.exclude(exclude);
        const { violations } = await builder.analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => ({
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          }));
        expect(serious, 'serious or critical accessibility violations').toEqual([]);
      },
    });
  },
});

export { expect };
