/**
 * Takes the screenshots the README and docs/pages.md show, from the demo's data, so they stay
 * current: `npm run build && npm run screenshots`. It starts the built-in fake over HTTP (limits
 * high enough that nothing is paced) and `npm start`'s team server in front of it, waits for the
 * server's first read of the workspace, then photographs the pages at 1280 × 800 in Chromium.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from '@playwright/test';

import { launchFakeApi } from '@/mocks/http/launch';
import { generateDataset } from '@/mocks/dataset/generate';
import { DEMO_SEED, DEMO_LIVE_MODE_STORAGE_KEY } from '@/mocks/demo';
import { CHROMIUM_LAUNCH_OPTIONS } from './support/chromium.ts';

const OUT = 'docs/images';
const PORT = 4188;
const base = `http://127.0.0.1:${PORT}`;
const dataset = generateDataset(DEMO_SEED);
// The planted leak's assessment: the page a recruiter would open from the overview.
const leaked = dataset.assessments.find((assessment) =>
  assessment.question_ids.includes(dataset.plantedLeak.questionId),
)!;

const fake = await launchFakeApi({ port: 0, minuteLimit: 1_000_000, dayLimit: 10_000_000 });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    ASSESSMENT_API_URL: new URL(fake.baseUrl).origin,
    ASSESSMENT_API_KEY: fake.apiKey,
    ASSESSMENT_DATA_DIR: mkdtempSync(join(tmpdir(), 'screenshots-')),
    DATABASE_URL: '',
  },
});
const stop = async () => {
  server.kill('SIGTERM');
  await fake.stop();
};

try {
  await until(async () => (await fetch(`${base}/healthz`).catch(() => null))?.ok === true);
  // The server's first read: the overview then shows every assessment at once.
  await until(async () => {
    const sync = (await (await fetch(`${base}/team/v1/sync`)).json()) as { status: string; asOf: string | null };
    return sync.asOf !== null;
  });
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript((key) => localStorage.setItem(key, 'off'), DEMO_LIVE_MODE_STORAGE_KEY);

  await page.goto(`${base}/`);
  await page.getByText(/^All \d+ assessments from the team server’s copy/).waitFor({ timeout: 120_000 });
  await page.screenshot({ path: `${OUT}/overview.png` });
  console.log(`${OUT}/overview.png`);

  await page.goto(`${base}/assessments/${leaked.id}`);
  await page
    .getByText(/Computed from [\d,]+ answers, as of/)
    .first()
    .waitFor({ timeout: 120_000 });
  await page.getByRole('region', { name: 'Key figures' }).waitFor({ timeout: 120_000 });
  await page
    .getByRole('table', { name: /Questions in position order/ })
    .getByText('0.', { exact: false })
    .first()
    .waitFor();
  await page.getByRole('region', { name: 'Key figures' }).getByText('computing…').waitFor({ state: 'detached' });
  await page.screenshot({ path: `${OUT}/assessment-page.png` });
  console.log(`${OUT}/assessment-page.png`);
  await browser.close();
} finally {
  await stop();
}

async function until(done: () => Promise<boolean>, timeoutMs = 180_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error('Timed out waiting for the team server.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
