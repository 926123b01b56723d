import { useDebouncedCallback } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { ListParams } from '../../api/list-page.ts';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../config/constants.ts';
import type { DataTableSort } from './types.ts';

export interface DataTableState {
  params: ListParams;
  sort: DataTableSort | null;
  /** The search box's text as typed; `params.search` follows it after a pause. */
  searchInput: string;
  setPage: (page: number) => void;
  /** A new column sorts ascending; the sorted column flips. Either way back to page 1. */
  toggleSort: (field: string) => void;
  /** Sorts by one column one way, or the list's own order for null; back to page 1. */
  setSort: (sort: DataTableSort | null) => void;
  setSearchInput: (value: string) => void;
}

/**
 * Page, sort and search of one data table. The table keeps its own unless a page passes this in,
 * to read the same page the table shows (a summary that arrives with each page).
 */
export function useDataTableState(initialSort: DataTableSort | null = null): DataTableState {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState(initialSort);
  const [searchInput, setSearchInputNow] = useState('');
  const [search, setSearch] = useState('');

  // One update for both, so the old search is never fetched at page 1 on the way.
  const applySearch = useDebouncedCallback((value: string) => {
    if (value !== search) {
      setSearch(value);
      setPage(1);
    }
  }, TABLE_SEARCH_DEBOUNCE_MS);

  const params = useMemo(() => toParams(page, sort, search), [page, sort, search]);

  return {
    params,
    sort,
    searchInput,
    setPage,
    toggleSort: (field) => {
      setSort((current) =>
        current?.field === field
          ? { field, order: current.order === 'asc' ? 'desc' : 'asc' }
          : { field, order: 'asc' },
      );
      setPage(1);
    },
    setSort: (next) => {
      setSort(next);
      setPage(1);
    },
    setSearchInput: (value) => {
      setSearchInputNow(value);
      applySearch(value.trim());
    },
  };
}

function toParams(page: number, sort: DataTableSort | null, search: string): ListParams {
  return {
    page,
    ...(sort ? { field: sort.field, order_by: sort.order } : {}),
    ...(search === '' ? {} : { search }),
  };
}
