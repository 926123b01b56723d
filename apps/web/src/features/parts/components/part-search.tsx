import { Alert, Button, Loader, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MESSAGES } from '@specsource/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useFindParts } from '../../../api/parts.ts';
import { PART_SEARCH_DEBOUNCE_MS, PART_SEARCH_DROPDOWN_MAX_HEIGHT } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** Another name a part is known by on the page, such as a home carousel card's 'Centrifugal pumps' for the pump. */
export interface PartAlias {
  label: string;
  slug: string;
}

// An alias's option value: unique beside the parts' slugs, and it still carries the part to open.
const ALIAS_SEPARATOR = '#';

/**
 * The home page's part search (docs/spec/marketplace-spec.md §2): type to search by title, choose with the mouse
 * or arrow keys + Enter, and the part's page opens. `aliases` are searched too, so what a card on the page
 * says ('centrif' for 'Centrifugal pumps') finds its part.
 */
export function PartSearch({ aliases = [] }: { aliases?: readonly PartAlias[] }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), PART_SEARCH_DEBOUNCE_MS);
  const { data, error, isFetching, refetch } = useFindParts(debouncedSearch);

  // Mantine's own title filter also narrows the previous results while the next search is on its way.
  const parts = error ? [] : (data?.results ?? []).map((part) => ({ value: part.slug, label: part.title }));
  // Offered once the user types; Mantine's filter keeps the ones whose label matches.
  const aliasOptions =
    search.trim() === ''
      ? []
      : aliases.map((alias) => ({
          value: `${alias.slug}${ALIAS_SEPARATOR}${alias.label}`,
          label: alias.label,
        }));
  const options = [...parts, ...aliasOptions];
  const isSearching = isFetching || search.trim() !== debouncedSearch;

  return (
    <Stack gap="xs">
      <Select
        label="Find your part"
        placeholder="Select or Search your part"
        size="lg"
        searchable
        data={options}
        searchValue={search}
        onSearchChange={setSearch}
        onOptionSubmit={(value) => {
          const [slug = value] = value.split(ALIAS_SEPARATOR);
          void navigate(paths.part.getHref(slug));
        }}
        maxDropdownHeight={PART_SEARCH_DROPDOWN_MAX_HEIGHT}
        nothingFoundMessage={error ? null : emptyMessage(isSearching, debouncedSearch)}
        rightSection={
          isSearching ? <Loader size="sm" role="status" aria-label="Searching parts" /> : undefined
        }
        comboboxProps={{ shadow: 'md' }}
      />
      {error ? (
        <Alert color="red" title="Part search is not working right now" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{isApiError(error) ? error.detail : MESSAGES.internalError}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}

function emptyMessage(isSearching: boolean, searched: string): string {
  if (isSearching) {
    return 'Searching parts…';
  }
  return searched === '' ? 'No parts are listed yet.' : `No parts match "${searched}"`;
}
