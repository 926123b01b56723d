import { describe, expect, it } from 'vitest';
import { pageCount, pageItems } from './page-items.ts';

const E = 'ellipsis';

describe('pageCount', () => {
  it('is ceil(count / 10), 0 for an empty list', () => {
    expect([0, 1, 10, 11, 53, 100].map((count) => pageCount(count))).toEqual([0, 1, 1, 2, 6, 10]);
    expect(pageCount(7, 3)).toBe(3);
  });
});

describe('pageItems', () => {
  it('no pages: nothing to show', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('up to 7 pages: every page, no ellipsis', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('a one-page gap shows the page rather than an ellipsis', () => {
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pageItems(6, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, E, 18, 19, 20]);
    expect(pageItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('at either end: one ellipsis between the first and last three', () => {
    expect(pageItems(1, 8)).toEqual([1, 2, 3, E, 6, 7, 8]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, E, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 2, 3, E, 18, 19, 20]);
    expect(pageItems(3, 20)).toEqual([1, 2, 3, 4, E, 18, 19, 20]);
    expect(pageItems(18, 20)).toEqual([1, 2, 3, E, 17, 18, 19, 20]);
  });

  it('in the middle: the current page and its neighbours between two ellipses', () => {
    expect(pageItems(10, 20)).toEqual([1, 2, 3, E, 9, 10, 11, E, 18, 19, 20]);
    expect(pageItems(500, 1000)).toEqual([1, 2, 3, E, 499, 500, 501, E, 998, 999, 1000]);
  });

  it('near an end the neighbours join the first or last three', () => {
    expect(pageItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, E, 18, 19, 20]);
    expect(pageItems(7, 20)).toEqual([1, 2, 3, E, 6, 7, 8, E, 18, 19, 20]);
    expect(pageItems(16, 20)).toEqual([1, 2, 3, E, 15, 16, 17, 18, 19, 20]);
  });

  it('clamps a current page outside 1…total', () => {
    expect(pageItems(0, 20)).toEqual(pageItems(1, 20));
    expect(pageItems(99, 20)).toEqual(pageItems(20, 20));
  });
});
