import type { Key, ReactNode } from 'react';

export type SortOrder = 'asc' | 'desc';

export interface DataTableSort {
  field: string;
  order: SortOrder;
}

/**
 * What a table asks its list for. docs/spec/marketplace-spec.md §7 `GET {list url}?page=&field=&order_by=`, where
 * `field` is the column to sort by and `order_by` its direction; `search` is the search box's text.
 * Keys without a value are left out.
 */
export interface DataTableParams {
  page: number;
  field?: string;
  order_by?: SortOrder;
  search?: string;
}

/** `{count, next, previous, results}`: one page of any list in the specs (contracts' `pageOf`). */
export interface DataPage<Row> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}

/** Fetches one page; `signal` cancels it when the table has moved on. */
export type DataTableQueryFn<Row, Page extends DataPage<Row> = DataPage<Row>> = (
  params: DataTableParams,
  signal?: AbortSignal,
) => Promise<Page>;

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
