import { Badge } from '@mantine/core';
import { type AwaitingSelectionRow, listAwaitingSelectionPage, reviewKeys } from '../../../api/reviews.ts';
import { DataTable, NO_DATA_FOUND } from '../../../components/data-table/data-table.tsx';
import { DateTimeCell } from '../../../components/data-table/date-time-cell.tsx';
import { RowLinkButton } from '../../../components/data-table/row-link-button.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { paths } from '../../../config/paths.ts';

const COLUMNS: DataTableColumn<AwaitingSelectionRow>[] = [
  { key: 'order_id', header: 'Request', sortField: 'order_id', cell: (row) => row.order_id },
  { key: 'part', header: 'Part', sortField: 'part', cell: (row) => row.part.title },
  {
    key: 'waiting',
    header: 'Offers to choose from',
    cell: (row) => (
      <Badge color="orange" variant="light">
        {row.waiting_offer_count} new
      </Badge>
    ),
  },
  { key: 'shown', header: 'Shown now', cell: (row) => `${row.selected_count} of ${row.offer_count}` },
  {
    key: 'waiting_since',
    header: 'Waiting since',
    sortField: 'waiting_since',
    cell: (row) => <DateTimeCell iso={row.waiting_since} />,
  },
];

/**
 * The requests whose offers wait for an admin to choose what the customer sees, longest waiting first. 'Choose
 * offers' opens the request in the offer selection form.
 */
export function AwaitingSelectionQueue({ title = 'Awaiting offer selection' }: { title?: string }) {
  return (
    <DataTable
      title={title}
      queryKey={reviewKeys.awaitingSelection()}
      queryFn={listAwaitingSelectionPage}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      searchPlaceholder="Search by order id or part"
      actions={{
        cell: (row) => (
          <RowLinkButton
            to={paths.adminSelectedRequestReview.getHref(row.order_id)}
            label={`Choose offers for ${row.order_id}`}
          >
            Choose offers
          </RowLinkButton>
        ),
      }}
      emptyMessage={`${NO_DATA_FOUND}. Every offer has been looked at; new ones appear here.`}
      minWidth={760}
    />
  );
}
