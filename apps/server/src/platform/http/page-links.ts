import { type SortOrder, TABLE_PAGE_SIZE } from '@specsource/contracts';

/** The `next` and `previous` links of a paged list: the request's own URL with `page` moved. */
export function pageLinks(
  requestUrl: string,
  page: number,
  count: number,
  pageSize = TABLE_PAGE_SIZE,
): { next: string | null; previous: string | null } {
  const lastPage = Math.max(1, Math.ceil(count / pageSize));
  const linkTo = (target: number) => {
    const url = new URL(requestUrl, 'http://local');
    url.searchParams.set('page', String(target));
    return `${url.pathname}${url.search}`;
  };
  return {
    next: page < lastPage ? linkTo(page + 1) : null,
    previous: page > 1 ? linkTo(Math.min(page - 1, lastPage)) : null,
  };
}

/** The rows of page `page` (1-based): what a repository's `limit` and `offset` are. */
export function pageWindow(page: number, pageSize = TABLE_PAGE_SIZE): { limit: number; offset: number } {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}

/**
 * A table list's query (`listQueryOf`: `?page=&field=&order_by=&search=`, docs/spec/marketplace-spec.md §7) as the list
 * repositories read it.
 */
export function listPageOf<Field extends string>(query: {
  page: number;
  field?: Field | undefined;
  order_by: SortOrder;
  search: string;
}): { search: string; field: Field | undefined; order: SortOrder; limit: number; offset: number } {
  return { search: query.search, field: query.field, order: query.order_by, ...pageWindow(query.page) };
}

/** `{count, next, previous, results}` as every list in the specs answers, for page `page` of `count` rows. */
export function pageAnswer<Row>(
  requestUrl: string,
  page: number,
  found: { count: number; rows: Row[] },
): { count: number; next: string | null; previous: string | null; results: Row[] } {
  return { count: found.count, ...pageLinks(requestUrl, page, found.count), results: found.rows };
}
