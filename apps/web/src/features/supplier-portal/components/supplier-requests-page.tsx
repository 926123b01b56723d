import { Badge, Stack, Text, Title } from '@mantine/core';
import type { SupplierRequestRow } from '@specsource/contracts';
import { listSupplierRequestsPage, reviewKeys } from '../../../api/reviews.ts';
import { AttachmentLinks } from '../../../components/attachment-links.tsx';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { DateTimeCell } from '../../../components/data-table/date-time-cell.tsx';
import { RowLinkButton } from '../../../components/data-table/row-link-button.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { paths } from '../../../config/paths.ts';
import { supplierRequestBadge } from '../lib/status-labels.ts';

const COLUMNS: DataTableColumn<SupplierRequestRow>[] = [
  { key: 'order_id', header: 'Order id', sortField: 'order_id', cell: (row) => row.order_id },
  { key: 'part', header: 'Part', sortField: 'part', cell: (row) => row.part.title },
  { key: 'quantity', header: 'Quantity', sortField: 'quantity', cell: (row) => row.quantity },
  { key: 'zip_code', header: 'Zip code', cell: (row) => row.zip_code ?? '—' },
  {
    key: 'status',
    header: 'Status',
    sortField: 'status',
    cell: (row) => {
      const status = supplierRequestBadge(row);
      return (
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
      );
    },
  },
  { key: 'my_offer_count', header: 'Your offers', cell: (row) => row.my_offer_count },
  {
    key: 'created_at',
    header: 'Received',
    sortField: 'created_at',
    cell: (row) => <DateTimeCell iso={row.created_at} />,
  },
  {
    key: 'attachments',
    header: 'Attachments',
    cell: (row) => <AttachmentLinks attachments={row.attachments} />,
  },
];

/**
 * docs/spec/marketplace-spec.md §6 Supplier — the requests for the parts this supplier is assigned to, in the paged
 * table.
 */
export function SupplierRequestsPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Supplier portal</Title>
        <Text c="dimmed">
          Requests for the parts you supply, newest first. Open one to read its specification and make an
          offer.
        </Text>
      </Stack>
      <DataTable
        title="Requests"
        queryKey={reviewKeys.supplierRequests()}
        queryFn={listSupplierRequestsPage}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        searchPlaceholder="Search by order id or part"
        actions={{
          cell: (row) => (
            <RowLinkButton to={paths.supplierRequest.getHref(row.id)} label={`Open request ${row.order_id}`}>
              Open
            </RowLinkButton>
          ),
        }}
        minWidth={960}
      />
    </Stack>
  );
}
