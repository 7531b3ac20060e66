import type { RowData } from '@tanstack/table-core';
import type { ReactNode } from 'react';

import type { DataColumns } from '@/components/DataTable';
import { nameOf, type NameListKind } from './api/names';
import type { CsvRecords } from './export/csv-export';

/**
 * One field of a list's CSV: a field of the row under its API name, as the API sent it; the
 * name an id of the row stands for, from one of the catalog's name lists (empty when unknown);
 * or a value of its own.
 */
export type CsvField<Row> =
  | (keyof Row & string)
  | { header: string; nameList: NameListKind; idField: StringField<Row> }
  | { header: string; value: (row: Row) => unknown };

/** The row's fields that hold text, such as ids. */
type StringField<Row> = { [K in keyof Row & string]: Row[K] extends string ? K : never }[keyof Row & string];

/** One column of a list: what its table header, column menu, sort and CSV need to know of it. */
export interface ListColumn<Row, Sort extends string = string> {
  /** Stable: the column menu remembers it, and cells carry it as `data-column` (CSS). */
  id: string;
  /** The column's header, and its name in the column menu and the sort control. */
  label: string;
  /** The API sort field a click on the header sorts by, also offered by the sort control. */
  sortBy?: Sort;
  /** The sort control's name for `sortBy`, where `label` would not do. */
  sortLabel?: string;
  /** 'never': always shown, so not in the column menu; 'initially': hidden until the menu shows it. */
  hide?: 'never' | 'initially';
  /** The CSV fields the column stands for, in the file's order; none: the file leaves it out. */
  csv?: ReadonlyArray<CsvField<Row>>;
}

/** CSV fields no column shows: they take their place in the file where they stand in the list. */
export interface CsvOnlyFields<Row> {
  csv: ReadonlyArray<CsvField<Row>>;
}

/**
 * A list's one description of its columns, in order: the table's columns and the CSV's fields
 * each follow it. Plain data (`as const satisfies ListEntries<…>`), so a page that shows no
 * table, or a script that writes the CSV, reads it without the table's code.
 */
export type ListEntries<Row, Sort extends string = string> = ReadonlyArray<ListColumn<Row, Sort> | CsvOnlyFields<Row>>;

/** The ids of a list's columns, e.g. for its cells. */
export type ColumnIdOf<Entries extends ReadonlyArray<object>> = Extract<Entries[number], { id: string }>['id'];

/** How each column's cell shows a row, by column id (`satisfies ListCells<Row, ColumnIdOf<…>>`: one each). */
export type ListCells<Row, Id extends string = string> = { readonly [K in Id]: (row: Row) => ReactNode };

/** What the table and its column menu read. */
export interface ListTable<Row extends RowData> {
  /** DataTable's columns, headed by their labels. */
  columns: DataColumns<Row>;
  /** The columns the menu can show or hide, with their labels. */
  menu: ReadonlyArray<{ id: string; label: string }>;
  /** Ids of the columns hidden until the user shows them. */
  initiallyHidden: readonly string[];
  /** Column id → API sort field, for the headers that sort. */
  sortFields: Readonly<Record<string, string>>;
}

const columnsOf = <Row>(entries: ListEntries<Row>) =>
  entries.filter((entry): entry is ListColumn<Row> => 'id' in entry);

export function listTable<Row extends RowData>(
  entries: ListEntries<Row>,
  cells: Partial<ListCells<Row>>,
): ListTable<Row> {
  const columns = columnsOf(entries);
  return {
    // Plain column objects, as the table library's column helper would return them.
    columns: columns.map(({ id, label }) => ({ id, header: label, cell: (info) => cells[id]?.(info.row.original) })),
    menu: columns.filter(({ hide }) => hide !== 'never').map(({ id, label }) => ({ id, label })),
    initiallyHidden: columns.filter(({ hide }) => hide === 'initially').map(({ id }) => id),
    sortFields: Object.fromEntries(columns.flatMap(({ id, sortBy }) => (sortBy ? [[id, sortBy]] : []))),
  };
}

/** API sort field → label for the sort control, in the order given (the API's), labels from the columns. */
export function sortControlFields<Row>(entries: ListEntries<Row>, order: readonly string[]): Record<string, string> {
  const columns = columnsOf(entries);
  const labelOf = (field: string) => {
    const column = columns.find(({ sortBy }) => sortBy === field);
    return column ? (column.sortLabel ?? column.label) : field;
  };
  return Object.fromEntries(order.map((field) => [field, labelOf(field)]));
}

/** The CSV's header, the name lists it reads and a record per row: every entry's fields, in order. */
export function csvRecords<Row>(entries: ListEntries<Row>): CsvRecords<Row> {
  const fields = entries.flatMap((entry) => entry.csv ?? []);
  return {
    header: fields.map((field) => (typeof field === 'string' ? field : field.header)),
    nameLists: [
      ...new Set(fields.flatMap((field) => (typeof field === 'object' && 'nameList' in field ? field.nameList : []))),
    ],
    record: (row, names) =>
      fields.map((field) => {
        if (typeof field === 'string') return row[field];
        if ('value' in field) return field.value(row);
        return nameOf(names[field.nameList], String(row[field.idField]));
      }),
  };
}
