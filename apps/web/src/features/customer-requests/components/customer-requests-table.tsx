import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { type CustomerRequestsPage, listCustomerRequestsPage, requestKeys } from '../../../api/requests.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { DateTimeCell } from '../../../components/data-table/date-time-cell.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { paths } from '../../../config/paths.ts';
import { RequestStatusBadge } from './request-status-badge.tsx';

type Row = CustomerRequestsPage['results'][number];

const COLUMNS: DataTableColumn<Row>[] = [
  {
    key: 'order_id',
    header: 'Order id',
    sortField: 'order_id',
    cell: (row) => (
      <Anchor component={Link} to={paths.userRequests.getHref(row.order_id)} ff="monospace" fz="sm">
        {row.order_id}
      </Anchor>
    ),
  },
  { key: 'part', header: 'Part', sortField: 'part', cell: (row) => row.part.title },
  { key: 'quantity', header: 'Quantity', cell: (row) => row.quantity },
  {
    key: 'status',
    header: 'Status',
    sortField: 'status',
    cell: (row) => <RequestStatusBadge status={row.status} />,
  },
  {
    key: 'offers',
    header: 'Offers',
    cell: (row) =>
      row.status === 'draft' ? (
        <Text span c="dimmed" fz="sm">
          Not sent yet
        </Text>
      ) : row.selected_offer_count === 0 ? (
        <Text span c="dimmed" fz="sm">
          None yet
        </Text>
      ) : (
        `${row.selected_offer_count} to compare${row.chosen_review_id === null ? '' : ', one chosen'}`
      ),
  },
  {
    key: 'created_at',
    header: 'Sent',
    sortField: 'created_at',
    cell: (row) => <DateTimeCell iso={row.created_at} />,
  },
];

/** docs/spec/marketplace-spec.md §2 'Generic paged data table' — the customer's requests, newest first. */
export function CustomerRequestsTable() {
  return (
    <DataTable
      title="Your requests"
      queryKey={requestKeys.customer()}
      queryFn={listCustomerRequestsPage}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      searchPlaceholder="Search by order id or part"
      actions={{
        header: 'Details',
        cell: (row) => (
          <Anchor
            component={Link}
            to={paths.userRequests.getHref(row.order_id)}
            fz="sm"
            aria-label={`${row.status === 'draft' ? 'Open search' : 'Compare offers'} for ${row.order_id}`}
          >
            {/* A draft has no offers: its page shows the search's results and Request quotes. */}
            {row.status === 'draft' ? 'Open search' : 'Compare offers'}
          </Anchor>
        ),
      }}
      emptyMessage="No data found. Your requests appear here once you send one from a part's page."
      minWidth={820}
    />
  );
}
