import { TABLE_PAGE_SIZE } from '@specsource/contracts';

/** One slot of the pagination bar: a page number, or an ellipsis standing for two or more hidden pages. */
export type PageItem = number | 'ellipsis';

// docs/spec/marketplace-spec.md §9 — the first 3 pages, the current page's neighbours and the last 3.
const EDGE_PAGES = 3;
const NEIGHBOURS = 1;

/** Pages a list of `count` rows spans at `pageSize` rows a page: ceil(count / pageSize), 0 when empty. */
export function pageCount(count: number, pageSize = TABLE_PAGE_SIZE): number {
  return Math.max(0, Math.ceil(count / pageSize));
}

/**
 * The pagination bar for page `current` of `total` (1-based): the first 3 pages, the current page
 * with its neighbours, and the last 3, in order, with `'ellipsis'` for each gap. A gap of one page
 * shows that page instead, since an ellipsis would take the same room. `current` is clamped to 1…total.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total < 1) {
    return [];
  }
  const page = Math.min(Math.max(1, Math.trunc(current)), total);
  const shown = new Set<number>();
  for (let n = 1; n <= Math.min(EDGE_PAGES, total); n += 1) {
    shown.add(n);
    shown.add(total - n + 1);
  }
  for (let n = page - NEIGHBOURS; n <= page + NEIGHBOURS; n += 1) {
    if (n >= 1 && n <= total) {
      shown.add(n);
    }
  }

  const items: PageItem[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous === 2) {
      items.push(n - 1);
    } else if (n - previous > 2) {
      items.push('ellipsis');
    }
    items.push(n);
    previous = n;
  }
  return items;
}
