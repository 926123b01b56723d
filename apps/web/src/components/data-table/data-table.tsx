import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { MESSAGES, TABLE_PAGE_SIZE } from '@specsource/contracts';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { type Key, useId } from 'react';
import type { ListPage, ListPageFetcher } from '../../api/list-page.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useIsPhone } from '../../lib/use-is-phone.ts';
import { DataTableBody } from './data-table-body.tsx';
import { DataTableCards } from './data-table-cards.tsx';
import { DataTableHead } from './data-table-head.tsx';
import { DataTablePagination } from './data-table-pagination.tsx';
import { dataTableQueryOptions } from './data-table-query.ts';
import { DataTableSortSelect } from './data-table-sort-select.tsx';
import { pageCount } from './page-items.ts';
import type { DataTableActions, DataTableColumn, DataTableSelection } from './types.ts';
import { type DataTableState, useDataTableState } from './use-data-table-state.ts';

// docs/spec/marketplace-spec.md §2 — the text of an empty table.
export const NO_DATA_FOUND = 'No data found';

const SKELETON_ROWS = 5;

export interface DataTableProps<Row, Page extends ListPage<Row>> {
  title: string;
  /** The list's key prefix; the table appends its page, sort and search. */
  queryKey: QueryKey;
  queryFn: ListPageFetcher<Row, Page>;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => Key;
  /** Shows the search box, with this placeholder. */
  searchPlaceholder?: string;
  selection?: DataTableSelection<Row>;
  actions?: DataTableActions<Row>;
  /** From `useDataTableState`, when the page reads the table's current page too. */
  state?: DataTableState;
  emptyMessage?: string;
  /** Below this width the table scrolls sideways (tablets); phones get cards instead. */
  minWidth?: number;
}

/**
 * The generic paged table (docs/spec/marketplace-spec.md §2, §9): title, search, sortable headers, optional
 * checkbox and actions columns, numbered pagination; loading, empty and error states. On a phone the rows
 * are cards and the sort is a select, so a row's status and actions never hide behind sideways scrolling.
 */
export function DataTable<Row, Page extends ListPage<Row>>(props: DataTableProps<Row, Page>) {
  const ownState = useDataTableState();
  const state = props.state ?? ownState;
  const query = useQuery(dataTableQueryOptions(props.queryKey, props.queryFn, state.params));
  const total = pageCount(query.data?.count ?? 0);
  const titleId = useId();
  const isPhone = useIsPhone();
  // What the rows need, as a table or as a phone's cards.
  const rows = {
    rows: query.data?.results,
    columns: props.columns,
    rowKey: props.rowKey,
    selection: props.selection,
    actions: props.actions,
    emptyMessage: props.emptyMessage ?? NO_DATA_FOUND,
    skeletonRows: SKELETON_ROWS,
  };
  const caption = query.isPending
    ? `Loading ${props.title}…`
    : countText(state.params.page, query.data?.count);

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="h3" id={titleId}>
          {props.title}
        </Title>
        {props.searchPlaceholder === undefined ? null : (
          <TextInput
            type="search"
            aria-label={`Search ${props.title}`}
            placeholder={props.searchPlaceholder}
            value={state.searchInput}
            onChange={(event) => state.setSearchInput(event.currentTarget.value)}
            w={{ base: '100%', xs: 280 }}
          />
        )}
      </Group>
      {isPhone && !query.isError ? (
        <DataTableSortSelect
          title={props.title}
          columns={props.columns}
          sort={state.sort}
          onSort={state.setSort}
        />
      ) : null}
      {query.isError ? (
        <Alert color="red" title={`${props.title} could not be loaded`} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{isApiError(query.error) ? query.error.detail : MESSAGES.internalError}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : isPhone ? (
        <Stack gap="xs">
          <DataTableCards {...rows} labelledBy={titleId} isBusy={query.isFetching} />
          {caption === '' ? null : (
            <Text size="sm" c="dimmed" ta="center">
              {caption}
            </Text>
          )}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={props.minWidth ?? 600} type="native">
          <Table
            aria-labelledby={titleId}
            striped
            highlightOnHover
            verticalSpacing="sm"
            aria-busy={query.isFetching}
            opacity={query.isPlaceholderData ? 0.6 : 1}
          >
            {caption === '' ? null : <Table.Caption>{caption}</Table.Caption>}
            <DataTableHead
              columns={props.columns}
              sort={state.sort}
              onSort={state.toggleSort}
              selectionHeader={props.selection?.header}
              actionsHeader={props.actions ? (props.actions.header ?? 'Actions') : undefined}
            />
            <DataTableBody {...rows} />
          </Table>
        </Table.ScrollContainer>
      )}
      {total > 1 && !query.isError ? (
        <DataTablePagination page={state.params.page} total={total} onChange={state.setPage} />
      ) : null}
    </Stack>
  );
}

function countText(page: number, count: number | undefined): string {
  if (count === undefined || count === 0) {
    return '';
  }
  const first = (page - 1) * TABLE_PAGE_SIZE + 1;
  const last = Math.min(page * TABLE_PAGE_SIZE, count);
  return `Showing ${first}–${last} of ${count}`;
}
