import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type CustomerOrdersPage, listCustomerOrdersPage, orderKeys } from '../../../api/orders.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import {
  createdAtColumn,
  ORDER_STATUS_COLUMN,
  PAYMENT_STATUS_COLUMN,
  TOTAL_COLUMN,
} from '../../../components/order-details/orders-table-columns.tsx';
import { paths } from '../../../config/paths.ts';

type Row = CustomerOrdersPage['results'][number];

const COLUMNS: DataTableColumn<Row>[] = [
  {
    key: 'id',
    header: 'Order',
    sortField: 'id',
    cell: (row) => (
      <Anchor
        component={Link}
        to={paths.userOrder.getHref(row.id)}
        ff="monospace"
        fz="sm"
        aria-label={`Order #${row.id}`}
      >
        #{row.id}
      </Anchor>
    ),
  },
  {
    key: 'part',
    header: 'Part',
    cell: (row) => (
      <Stack gap={0}>
        <Text span fz="sm">
          {row.part_title} × {row.quantity}
        </Text>
        <Text span fz="xs" c="dimmed">
          {row.offer_title}
        </Text>
      </Stack>
    ),
  },
  { key: 'po_number', header: 'PO number', cell: (row) => row.po_number ?? '—' },
  TOTAL_COLUMN,
  ORDER_STATUS_COLUMN,
  PAYMENT_STATUS_COLUMN,
  createdAtColumn('Ordered'),
];

/**
 * docs/spec/marketplace-spec.md §2 'Other routes' `/user/orders/`: the customer's orders in the generic paged table.
 */
export function UserOrdersPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>My orders</Title>
        <Text c="dimmed">
          Open an order to pay for it, follow its delivery or change its addresses. To place a new order,
          choose an offer in{' '}
          {/* Underlined: a link inside text needs more than colour to stand out (WCAG 2.1 SC 1.4.1). */}
          <Anchor component={Link} to={paths.userRequests.getHref()} underline="always">
            your requests
          </Anchor>
          .
        </Text>
      </Stack>
      <DataTable
        title="Your orders"
        queryKey={orderKeys.customer()}
        queryFn={listCustomerOrdersPage}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        searchPlaceholder="Search by order, part or PO number"
        actions={{
          header: 'Details',
          cell: (row) => (
            <Anchor
              component={Link}
              to={paths.userOrder.getHref(row.id)}
              fz="sm"
              aria-label={`Open order #${row.id}`}
            >
              Open
            </Anchor>
          ),
        }}
        emptyMessage="No data found. Your orders appear here once you order an offer from one of your requests."
        minWidth={860}
      />
    </Stack>
  );
}
