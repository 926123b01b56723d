import { Anchor, Badge, Table } from '@mantine/core';
import type { PartTypeListItem } from '@specsource/contracts';
import { Link } from 'react-router';
import { DataTableCards } from '../../../components/data-table/data-table-cards.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { paths } from '../../../config/paths.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';

function comingSoonLabel({ comingSoon }: PartTypeListItem['config']): string {
  if (!comingSoon.enabled) {
    return 'No';
  }
  return comingSoon.estimatedLaunch ? `Yes, ${comingSoon.estimatedLaunch}` : 'Yes, no date';
}

const COLUMNS: DataTableColumn<PartTypeListItem>[] = [
  { key: 'name', header: 'Name', cell: (partType) => partType.name },
  { key: 'display', header: 'Display name', cell: (partType) => partType.config.meta.displayName },
  {
    key: 'instant',
    header: 'Instant results',
    cell: (partType) => (
      <Badge variant="light" color={partType.config.features.instantResults ? 'green' : 'gray'}>
        {partType.config.features.instantResults ? 'On' : 'Off'}
      </Badge>
    ),
  },
  { key: 'coming', header: 'Coming soon', cell: (partType) => comingSoonLabel(partType.config) },
  { key: 'parts', header: 'Parts', cell: (partType) => partType.part_count },
];

function EditLink({ partType }: { partType: PartTypeListItem }) {
  return (
    <Anchor
      component={Link}
      to={paths.adminPartType.getHref(partType.id)}
      aria-label={`Edit ${partType.name}`}
    >
      Edit
    </Anchor>
  );
}

/** One row per part type: how it behaves at a glance, with a link to edit it; a card each on a phone. */
export function PartTypesTable({ partTypes }: { partTypes: PartTypeListItem[] }) {
  const isPhone = useIsPhone();
  if (isPhone) {
    return (
      <DataTableCards
        label="Part types"
        rows={partTypes}
        columns={COLUMNS}
        rowKey={(partType) => partType.id}
        actions={{ cell: (partType) => <EditLink partType={partType} /> }}
        emptyMessage="No part types yet."
        skeletonRows={0}
        isBusy={false}
      />
    );
  }
  return (
    <Table striped aria-label="Part types">
      <Table.Thead>
        <Table.Tr>
          {COLUMNS.map((column) => (
            <Table.Th key={column.key}>{column.header}</Table.Th>
          ))}
          <Table.Th>Edit</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {partTypes.map((partType) => (
          <Table.Tr key={partType.id}>
            {COLUMNS.map((column) => (
              <Table.Td key={column.key}>{column.cell(partType)}</Table.Td>
            ))}
            <Table.Td>
              <EditLink partType={partType} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
