import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { AdminPart } from '../../../api/part-admin.ts';
import { DateTimeCell } from '../../../components/data-table/date-time-cell.tsx';
import type { DataTableActions, DataTableColumn } from '../../../components/data-table/types.ts';
import { paths } from '../../../config/paths.ts';

/** The part list's columns; `sortField` names are the contract's `ADMIN_PART_SORT_FIELDS`. */
export const PART_COLUMNS: DataTableColumn<AdminPart>[] = [
  { key: 'title', header: 'Title', sortField: 'title', cell: (part) => part.title },
  { key: 'part_type', header: 'Type', sortField: 'part_type', cell: (part) => part.part_type ?? '—' },
  { key: 'classification_count', header: 'Classifications', cell: (part) => part.classification_count },
  {
    key: 'supplier_count',
    header: 'Suppliers',
    sortField: 'supplier_count',
    cell: (part) => part.supplier_count,
  },
  {
    key: 'updated_at',
    header: 'Updated',
    sortField: 'updated_at',
    cell: (part) => <DateTimeCell iso={part.updated_at} />,
  },
];

/** Edit the part, assign its suppliers, or see its public page. */
export const PART_ACTIONS: DataTableActions<AdminPart> = {
  cell: (part) => (
    <Group gap="sm" wrap="nowrap">
      <Anchor
        component={Link}
        to={paths.adminPartChange.getHref(part.id)}
        fz="sm"
        aria-label={`Edit ${part.title}`}
      >
        Edit
      </Anchor>
      <Anchor
        component={Link}
        to={paths.adminPartSuppliers.getHref(part.id)}
        fz="sm"
        aria-label={`Suppliers of ${part.title}`}
      >
        Suppliers
      </Anchor>
      <Anchor component={Link} to={paths.part.getHref(part.slug)} fz="sm" aria-label={`View ${part.title}`}>
        View
      </Anchor>
    </Group>
  ),
};
