import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium: Playwright cannot download browsers here. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** How the e2e tests (playwright.config.ts) and the Chromium benchmarks launch it. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
} satisfies LaunchOptions;
