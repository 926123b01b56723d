import { TABLE_PAGE_SIZE } from '@specsource/contracts';

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
