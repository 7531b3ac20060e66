import { render, screen, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { createElement, type ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, expect, vi, type MockInstance } from 'vitest';

import { ChartSuspense } from './lazy-charts';

/** Opens a chart's "Show as a table" and returns the table, found by its caption. */
export async function openTableView(user: UserEvent, figure: HTMLElement, caption: string): Promise<HTMLElement> {
  await user.click(within(figure).getByText('Show as a table'));
  return within(figure).getByRole('table', { name: caption });
}

/** A table's text, row by row and cell by cell (header cells included), as a reader sees it. */
export function tableText(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));
}

/** The chart's figure, found by its caption once the lazy chart has loaded. */
export function findFigure(caption: string): Promise<HTMLElement> {
  return screen.findByRole('figure', { name: caption });
}

/** Renders a lazy chart as the pages do, inside ChartSuspense, and waits for its figure, named `caption`. */
export async function renderLazyChart(
  caption: string,
  chart: ReactElement,
): Promise<{ user: UserEvent; figure: HTMLElement }> {
  const user = userEvent.setup();
  render(createElement(ChartSuspense, null, chart));
  return { user, figure: await findFigure(caption) };
}

/**
 * A lazy chart's test file: no console warning allowed, and the chart's module (recharts) loaded
 * once, outside the tests' time (findBy waits 1 s); the lazy component still suspends first.
 */
export function lazyChartTests(loadChart: () => Promise<unknown>): void {
  failOnConsoleWarnings();
  beforeAll(loadChart);
}

/** The text of each entry of the figure's key named `name`, in order. */
export function legendEntries(figure: HTMLElement, name: string): (string | null)[] {
  const key = within(figure).getByRole('list', { name });
  return within(key)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/**
 * Fails the file's tests on any console.warn: recharts warns (rather than errors) about a chart
 * without a size, which the setup's console.error check would miss.
 */
export function failOnConsoleWarnings(): void {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn');
  });
  afterEach(() => {
    const calls = warn.mock.calls;
    warn.mockRestore();
    expect(calls).toEqual([]);
  });
}
