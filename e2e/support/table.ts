import { expect, type Locator } from '@playwright/test';

/** A table's rows of data: rows with cells, so neither the header row nor a divider row's heading. */
export const dataRows = (table: Locator): Locator =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell') });

/**
 * The text of every data row's cell under the column header named `name`, read as a sighted user
 * reads a column: find the header, go down from it. The table must have finished loading
 * (`aria-busy` gone), or the rows could be the previous page's.
 */
export async function columnTexts(table: Locator, name: string): Promise<string[]> {
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const column = await table
    .getByRole('columnheader', { name, exact: true })
    .evaluate((header) => (header as HTMLTableCellElement).cellIndex);
  const rows = await dataRows(table).all();
  return Promise.all(rows.map((row) => row.getByRole('cell').nth(column).innerText()));
}
