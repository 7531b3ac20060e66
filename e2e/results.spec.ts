import { DEMO_API_KEY } from '../src/mocks/demo';
import { test } from './fixtures';
import * as flows from './support/explorer-flows';

// Demo mode: the built app with the fake API in the browser. A call from the page needs the demo key.
const apiHeaders = { Authorization: `Bearer ${DEMO_API_KEY}` };

test.describe('question results explorer (demo mode)', () => {
  test('filter by question and status', async ({ page, axe }) => {
    await flows.filterByQuestionAndStatus({ page, axe, apiHeaders });
  });

  test.describe('answered with a 400', () => {
    // The browser logs every 4xx response; these two are the point of the test.
    test.use({ allowedConsoleErrors: [/status of 400/] });

    test('a page past the merged budget explains itself; "Show only pipeline" loads it', async ({ page, axe }) => {
      await flows.pagePastBudgetThenPinPipeline({ page, axe, apiHeaders });
    });

    test('status=evaluated,bogus: the rejected value is named and dropped, the rest kept', async ({ page, axe }) => {
      await flows.rejectedStatusIsDropped({ page, axe, apiHeaders });
    });
  });

  test('the CSV of a merged filter over 1,000 rows equals the rows the API returns', async ({ page, axe }) => {
    test.setTimeout(180_000);
    await flows.csvExportEqualsApiRows({ page, axe, apiHeaders });
  });

  test('a hostile answer renders as text and runs nothing', async ({ page, axe }) => {
    await flows.hostileAnswerRendersAsText({ page, axe, apiHeaders });
  });

  test('assessment results: runs of one assessment with their counts, then the answers of a run', async ({ page, axe }) => {
    await flows.assessmentRunsToAnswers({ page, axe, apiHeaders });
  });
});
