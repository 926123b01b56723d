import { Anchor, Text } from '@mantine/core';
import type { OrderRow } from '@specsource/contracts';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/money.ts';
import { DateTimeCell } from '../data-table/date-time-cell.tsx';
import type { DataTableColumn } from '../data-table/types.ts';
import { OrderStatusBadge, PaymentStatusBadge } from '../order-status-badge.tsx';

// The columns every orders table shows (customer, supplier, admin); each list sorts by the same fields
// (contracts' ORDER_SORT_FIELDS).

/** The order's total, kept on one line. */
export const TOTAL_COLUMN: DataTableColumn<OrderRow> = {
  key: 'total',
  header: 'Total',
  sortField: 'total',
  cell: (row) => (
    <Text span fz="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(row.total, row.currency)}
    </Text>
  ),
};

export const ORDER_STATUS_COLUMN: DataTableColumn<OrderRow> = {
  key: 'status',
  header: 'Status',
  sortField: 'status',
  cell: (row) => <OrderStatusBadge status={row.status} />,
};

export const PAYMENT_STATUS_COLUMN: DataTableColumn<OrderRow> = {
  key: 'payment',
  header: 'Payment',
  cell: (row) => <PaymentStatusBadge status={row.payment_status} />,
};

/** When the order was placed, under `header` ('Placed' for staff, 'Ordered' for the customer). */
export function createdAtColumn(header: string): DataTableColumn<OrderRow> {
  return {
    key: 'created_at',
    header,
    sortField: 'created_at',
    cell: (row) => <DateTimeCell iso={row.created_at} />,
  };
}

/** The supplier's and admin's orders table; `orderHref` leads from the order's number to its page. */
export function staffOrderColumns(orderHref: (orderId: number) => string): DataTableColumn<OrderRow>[] {
  return [
    {
      key: 'id',
      header: 'Order',
      sortField: 'id',
      cell: (row) => (
        <Anchor component={Link} to={orderHref(row.id)} fz="sm" aria-label={`Open order ${row.id}`}>
          {row.id}
        </Anchor>
      ),
    },
    { key: 'part', header: 'Part', cell: (row) => row.part_title },
    { key: 'quantity', header: 'Quantity', cell: (row) => row.quantity },
    TOTAL_COLUMN,
    ORDER_STATUS_COLUMN,
    PAYMENT_STATUS_COLUMN,
    createdAtColumn('Placed'),
  ];
}
