import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

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
