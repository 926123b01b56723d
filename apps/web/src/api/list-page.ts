// The shape every paged list endpoint shares (`GET {list url}?page=&field=&order_by=&search=`, answered with
// `{count, next, previous, results}`: the contracts' `pageOf`). The resource modules fetch pages with these;
// the data table (components/data-table/) asks for them.

export type SortOrder = 'asc' | 'desc';

/**
 * What a list is asked for: `field` is the column to sort by and `order_by` its direction; `search` is the
 * search box's text. Keys without a value are left out.
 */
export interface ListParams {
  page: number;
  field?: string;
  order_by?: SortOrder;
  search?: string;
}

/** One page of any list. */
export interface ListPage<Row> {
  count: number;
  next: string | null;
  previous: string | null;
  results: Row[];
}

/** Fetches one page; `signal` cancels it when the caller has moved on. */
export type ListPageFetcher<Row, Page extends ListPage<Row> = ListPage<Row>> = (
  params: ListParams,
  signal?: AbortSignal,
) => Promise<Page>;

/**
 * The params as a list endpoint's query, empty ones left out. `Field` is the list's sort fields: a table only
 * offers sorting on those columns.
 */
export function listQuery<Field extends string>(
  params: ListParams,
): { page: number; field?: Field; order_by?: SortOrder; search?: string } {
  return {
    page: params.page,
    ...(params.field ? { field: params.field as Field } : {}),
    ...(params.order_by ? { order_by: params.order_by } : {}),
    ...(params.search ? { search: params.search } : {}),
  };
}
