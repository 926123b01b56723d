import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '@specsource/contracts';
import { useState } from 'react';
import { type RequestRow, useSearchRequests } from '../../../api/requests.ts';
import { TABLE_SEARCH_DEBOUNCE_MS } from '../../../config/constants.ts';
import { isApiError } from '../../../lib/api-error.ts';

const offersText = (count: number) => (count === 1 ? '1 offer' : `${count} offers`);
const labelOf = (row: RequestRow) => `${row.order_id} · ${row.part.title} · ${offersText(row.offer_count)}`;

interface RequestPickerProps {
  value: RequestRow | null;
  onChange: (row: RequestRow | null) => void;
  error: string | null;
}

/**
 * docs/spec/marketplace-spec.md §2 'Admin: selected request review' — choose a request by order_id (searched on the
 * server).
 */
export function RequestPicker({ value, onChange, error }: RequestPickerProps) {
  const [search, setSearch] = useState('');
  // Once chosen, the box shows the choice's label: that is not a new search.
  const term = value !== null && search === labelOf(value) ? '' : search.trim();
  const [debouncedTerm] = useDebouncedValue(term, TABLE_SEARCH_DEBOUNCE_MS);
  const requests = useSearchRequests(debouncedTerm);

  const rows = requests.data?.results ?? [];
  const known = value !== null && !rows.some((row) => row.id === value.id) ? [value, ...rows] : rows;
  const options = known.map((row) => ({ value: row.id, label: labelOf(row) }));
  const isSearching = requests.isFetching || term !== debouncedTerm;
  const loadError = requests.error
    ? isApiError(requests.error)
      ? requests.error.detail
      : MESSAGES.internalError
    : null;

  return (
    <Select<number>
      label="Request"
      description="Search by order id or part title"
      placeholder="Choose a request"
      searchable
      clearable
      data={options}
      value={value?.id ?? null}
      onChange={(id) => onChange(known.find((row) => row.id === id) ?? null)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={isSearching ? 'Searching requests…' : 'No request matches'}
      rightSection={
        isSearching ? <Loader size="xs" role="status" aria-label="Searching requests" /> : undefined
      }
      error={error ?? loadError}
      maw={560}
    />
  );
}
