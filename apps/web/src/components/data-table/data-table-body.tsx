import { Skeleton, Table, Text } from '@mantine/core';
import { SelectionCell } from './selection-cell.tsx';
import type { DataTableRowsProps } from './types.ts';

/** Skeleton rows until the first page arrives, then the rows, or the empty message. */
export function DataTableBody<Row>({
  rows,
  columns,
  rowKey,
  selection,
  actions,
  emptyMessage,
  skeletonRows,
}: DataTableRowsProps<Row>) {
  const columnCount = columns.length + (selection ? 1 : 0) + (actions ? 1 : 0);

  if (rows === undefined) {
    return (
      <Table.Tbody>
        {Array.from({ length: skeletonRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Table.Tr key={index} aria-hidden>
            {Array.from({ length: columnCount }, (_, cell) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <Table.Td key={cell}>
                <Skeleton height={12} radius="sm" />
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    );
  }
  if (rows.length === 0) {
    return (
      <Table.Tbody>
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <Text ta="center" c="dimmed" py="lg">
              {emptyMessage}
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    );
  }
  return (
    <Table.Tbody>
      {rows.map((row) => (
        <Table.Tr key={rowKey(row)}>
          {selection ? (
            <Table.Td>
              <SelectionCell row={row} selection={selection} />
            </Table.Td>
          ) : null}
          {columns.map((column) => (
            <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
          ))}
          {actions ? <Table.Td>{actions.cell(row)}</Table.Td> : null}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}
