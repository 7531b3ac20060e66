import { createColumnHelper, type RowData } from '@tanstack/table-core';

import type { DataTableFeatures } from './DataTable';

/**
 * Column definitions for DataTable, apart from the table: a list's definition (its columns drive
 * its table, column menu, sort and CSV) is read by pages that draw no table (the charts view), so
 * it must not load the table library. At runtime the helper only returns the objects it is given.
 */
export const createDataColumnHelper = <Row extends RowData>() => createColumnHelper<DataTableFeatures, Row>();
