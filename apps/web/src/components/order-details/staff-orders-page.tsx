import { Stack, Text, Title } from '@mantine/core';
import type { OrderRow } from '@specsource/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import type { ListPage, ListPageFetcher } from '../../api/list-page.ts';
import { DataTable, NO_DATA_FOUND } from '../data-table/data-table.tsx';
import { staffOrderColumns } from './orders-table-columns.tsx';

interface StaffOrdersPageProps<Page extends ListPage<OrderRow>> {
  /** Under the 'Orders' title: whose orders these are and what to do with them. */
  intro: ReactNode;
  tableTitle: string;
  queryKey: QueryKey;
  queryFn: ListPageFetcher<OrderRow, Page>;
  orderHref: (orderId: number) => string;
  /** Said after 'No data found': when orders will appear here. */
  emptyHint: string;
}

/** The supplier's and admin's orders list: newest first, each order linked to its page. */
export function StaffOrdersPage<Page extends ListPage<OrderRow>>(props: StaffOrdersPageProps<Page>) {
  const { orderHref } = props;
  const columns = useMemo(() => staffOrderColumns(orderHref), [orderHref]);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Orders</Title>
        <Text c="dimmed">{props.intro}</Text>
      </Stack>
      <DataTable
        title={props.tableTitle}
        queryKey={props.queryKey}
        queryFn={props.queryFn}
        columns={columns}
        rowKey={(row) => row.id}
        searchPlaceholder="Search orders"
        emptyMessage={`${NO_DATA_FOUND}. ${props.emptyHint}`}
        minWidth={820}
      />
    </Stack>
  );
}
