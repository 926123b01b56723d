import type { Key, ReactNode } from 'react';
import type { SortOrder } from '../../api/list-page.ts';

export interface DataTableSort {
  field: string;
  order: SortOrder;
}

export interface DataTableColumn<Row> {
  /** Unique among the table's columns. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The list's `field` to sort by; the header is a sort button only when this is set. */
  sortField?: string;
  width?: number | string;
}

/** The optional checkbox column (docs/spec/marketplace-spec.md §2, selecting a review). */
export interface DataTableSelection<Row> {
  header: string;
  isSelected: (row: Row) => boolean;
  /** True while the row's change is being saved: its checkbox waits, with a spinner. */
  isPending?: (row: Row) => boolean;
  onChange: (row: Row, isSelected: boolean) => void;
  /** The checkbox's accessible name, e.g. 'Select the offer from Acme'. */
  rowLabel: (row: Row) => string;
}

/** The optional actions column: links or buttons per row. */
export interface DataTableActions<Row> {
  header?: string;
  cell: (row: Row) => ReactNode;
}

/** What the table's body draws, as rows on a wide screen or as cards on a phone. */
export interface DataTableRowsProps<Row> {
  /** Undefined until the first page arrives: skeleton rows stand in. */
  rows: Row[] | undefined;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => Key;
  selection?: DataTableSelection<Row>;
  actions?: DataTableActions<Row>;
  emptyMessage: string;
  skeletonRows: number;
}
