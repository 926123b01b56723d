import { Anchor, Badge, Table } from '@mantine/core';
import type { PartTypeListItem } from '@specsource/contracts';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

function comingSoonLabel({ comingSoon }: PartTypeListItem['config']): string {
  if (!comingSoon.enabled) {
    return 'No';
  }
  return comingSoon.estimatedLaunch ? `Yes, ${comingSoon.estimatedLaunch}` : 'Yes, no date';
}

/** One row per part type: how it behaves at a glance, with a link to edit it. */
export function PartTypesTable({ partTypes }: { partTypes: PartTypeListItem[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped aria-label="Part types">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Display name</Table.Th>
            <Table.Th>Instant results</Table.Th>
            <Table.Th>Coming soon</Table.Th>
            <Table.Th>Parts</Table.Th>
            <Table.Th>Edit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {partTypes.map((partType) => (
            <Table.Tr key={partType.id}>
              <Table.Td>{partType.name}</Table.Td>
              <Table.Td>{partType.config.meta.displayName}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={partType.config.features.instantResults ? 'green' : 'gray'}>
                  {partType.config.features.instantResults ? 'On' : 'Off'}
                </Badge>
              </Table.Td>
              <Table.Td>{comingSoonLabel(partType.config)}</Table.Td>
              <Table.Td>{partType.part_count}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={paths.adminPartType.getHref(partType.id)}
                  aria-label={`Edit ${partType.name}`}
                >
                  Edit
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
