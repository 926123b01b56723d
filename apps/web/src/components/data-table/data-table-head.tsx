import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import type { DataTableColumn, DataTableSort } from './types.ts';

interface DataTableHeadProps<Row> {
  columns: DataTableColumn<Row>[];
  sort: DataTableSort | null;
  onSort: (field: string) => void;
  selectionHeader?: string;
  actionsHeader?: string;
}

/** The header row; a sortable column's header is a button that toggles ascending and descending. */
export function DataTableHead<Row>({
  columns,
  sort,
  onSort,
  selectionHeader,
  actionsHeader,
}: DataTableHeadProps<Row>) {
  return (
    <Table.Thead>
      <Table.Tr>
        {selectionHeader === undefined ? null : <Table.Th w={1}>{selectionHeader}</Table.Th>}
        {columns.map(({ key, header, width, sortField }) => (
          <Table.Th key={key} w={width} aria-sort={ariaSort(sortField, sort)}>
            {sortField === undefined ? (
              header
            ) : (
              <SortButton
                label={header}
                order={sort?.field === sortField ? sort.order : null}
                onClick={() => onSort(sortField)}
              />
            )}
          </Table.Th>
        ))}
        {actionsHeader === undefined ? null : <Table.Th>{actionsHeader}</Table.Th>}
      </Table.Tr>
    </Table.Thead>
  );
}

function SortButton({
  label,
  order,
  onClick,
}: {
  label: string;
  order: DataTableSort['order'] | null;
  onClick: () => void;
}) {
  return (
    <UnstyledButton onClick={onClick} fw={700} fz="sm">
      <Group gap={4} wrap="nowrap">
        {label}
        <Text span aria-hidden c={order === null ? 'dimmed' : undefined} fz="xs">
          {SORT_ARROWS[order ?? 'none']}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

const SORT_ARROWS = { asc: '▲', desc: '▼', none: '↕' } as const;

/** Set on sortable columns only: 'none' until sorted by, then the direction. */
function ariaSort(
  sortField: string | undefined,
  sort: DataTableSort | null,
): 'ascending' | 'descending' | 'none' | undefined {
  if (sortField === undefined) {
    return undefined;
  }
  if (sort?.field !== sortField) {
    return 'none';
  }
  return sort.order === 'asc' ? 'ascending' : 'descending';
}
