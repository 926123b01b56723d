import { describe, expect, it } from 'vitest';
import { toLocalPage } from './local-page.ts';

const rows = Array.from({ length: 23 }, (_, index) => ({ id: index + 1, title: `Item ${index + 1}` }));
const titles = (page: { results: { title: string }[] }) => page.results.map((row) => row.title);

describe('toLocalPage', () => {
  it('cuts pages of 10 in the server order, with the full count', () => {
    expect(toLocalPage(rows, { page: 1 })).toMatchObject({ count: 23, next: null, previous: null });
    expect(titles(toLocalPage(rows, { page: 3 }))).toEqual(['Item 21', 'Item 22', 'Item 23']);
  });

  it('searches inside titles ignoring case, and sorts titles naturally both ways', () => {
    const units = [{ title: 'm3/h' }, { title: 'GPM' }, { title: 'L/s' }, { title: 'gal' }];
    expect(titles(toLocalPage(units, { page: 1, search: 'g' }))).toEqual(['GPM', 'gal']);
    expect(titles(toLocalPage(rows, { page: 1, field: 'title', order_by: 'asc' })).slice(0, 3)).toEqual([
      'Item 1',
      'Item 2',
      'Item 3',
    ]);
    expect(titles(toLocalPage(rows, { page: 1, field: 'title', order_by: 'desc' }))[0]).toBe('Item 23');
  });

  it('a page past the end (after a delete) shows the last one; nothing found is an empty page', () => {
    expect(titles(toLocalPage(rows.slice(0, 20), { page: 3 }))).toEqual(
      titles(toLocalPage(rows, { page: 2 })),
    );
    expect(toLocalPage(rows, { page: 1, search: 'valve' })).toMatchObject({ count: 0, results: [] });
  });
});
