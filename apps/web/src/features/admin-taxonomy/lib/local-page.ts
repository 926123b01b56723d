import { TABLE_PAGE_SIZE } from '@specsource/contracts';
import type { ListPage, ListParams } from '../../../api/list-page.ts';

const TITLE_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * One table page of a list the server answers whole (classifications, units, attributes): the search
 * matches inside titles, ignoring case; `field: 'title'` sorts. A page past the end (after a delete)
 * shows the last one.
 */
export function toLocalPage<Row extends { title: string }>(
  rows: readonly Row[],
  params: ListParams,
): ListPage<Row> {
  const search = params.search?.toLocaleLowerCase('en') ?? '';
  const matching = rows.filter((row) => row.title.toLocaleLowerCase('en').includes(search));
  if (params.field === 'title') {
    const direction = params.order_by === 'desc' ? -1 : 1;
    matching.sort((a, b) => direction * TITLE_ORDER.compare(a.title, b.title));
  }
  const lastPage = Math.max(1, Math.ceil(matching.length / TABLE_PAGE_SIZE));
  const start = (Math.min(params.page, lastPage) - 1) * TABLE_PAGE_SIZE;
  // `next` and `previous` are the server's page URLs; a page cut here has none.
  return {
    count: matching.length,
    next: null,
    previous: null,
    results: matching.slice(start, start + TABLE_PAGE_SIZE),
  };
}
