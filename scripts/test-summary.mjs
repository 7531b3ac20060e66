// Sums the JSON reports that `npm test` writes into one line, "N passed, N failed".
//   node scripts/test-summary.mjs           print the summary of the last run
//   node scripts/test-summary.mjs --clean   forget the last run (npm test starts with this)
// A stage that never ran (an earlier stage failed) has no report and adds nothing.
import { existsSync, readFileSync, rmSync } from 'node:fs';

const REPORTS_DIR = '.reports';
const VITEST_REPORT = `${REPORTS_DIR}/vitest.json`;
const PLAYWRIGHT_REPORT = `${REPORTS_DIR}/playwright.json`;

/** @typedef {{ passed: number, failed: number }} Counts */
/**
 * The parts of vitest's JSON report read here.
 * @typedef {{
 *   numPassedTests?: number,
 *   numFailedTests?: number,
 *   testResults?: Array<{ status: string, assertionResults: Array<{ status: string }> }>,
 * }} VitestReport
 */
/**
 * The parts of Playwright's JSON report read here.
 * @typedef {{
 *   stats?: { expected?: number, unexpected?: number, flaky?: number },
 *   errors?: unknown[],
 * }} PlaywrightReport
 */

/** @param {string} path @returns {unknown} */
function readReport(path) {
  if (!existsSync(path)) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * A test file that fails outside its tests (an import error, a failing hook)
 * has no failed test of its own; it counts as one failure.
 * @param {VitestReport} report
 * @returns {Counts}
 */
function countVitest(report) {
  const files = report.testResults ?? [];
  const failedOutsideTests = files.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + failedOutsideTests };
}

/**
 * `errors` are failures outside any test: the web server did not start, a spec did not load.
 * @param {PlaywrightReport} report
 * @returns {Counts}
 */
function countPlaywright(report) {
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  return { passed: expected + flaky, failed: unexpected + (report.errors?.length ?? 0) };
}

/**
 * @template Report
 * @param {string} runner
 * @param {string} path
 * @param {(report: Report) => Counts} count
 * @returns {Counts}
 */
function summarize(runner, path, count) {
  const report = readReport(path);
  if (report === undefined) {
    console.log(`${runner}: did not run`);
    return { passed: 0, failed: 0 };
  }
  if (report === null) {
    console.log(`${runner}: report ${path} is unreadable; counted as 1 failure`);
    return { passed: 0, failed: 1 };
  }
  const counts = count(/** @type {Report} */ (report));
  console.log(`${runner}: ${counts.passed} passed / ${counts.failed} failed`);
  return counts;
}

if (process.argv.includes('--clean')) {
  rmSync(REPORTS_DIR, { recursive: true, force: true });
} else {
  const runs = [
    summarize('vitest (unit + conformance)', VITEST_REPORT, countVitest),
    summarize('playwright (e2e)', PLAYWRIGHT_REPORT, countPlaywright),
  ];
  const passed = runs.reduce((sum, run) => sum + run.passed, 0);
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
}
