import { Table, type TableProps } from '@mantine/core';

/** One line of a two-column table: the label heads its row, so a screen reader names each value by it. */
export interface LabelValueRow {
  /** Where labels may repeat (a request's attributes), what tells the rows apart; else the label does. */
  id?: number;
  label: string;
  value: string;
}

interface LabelValueTableProps extends Omit<TableProps, 'children'> {
  rows: readonly LabelValueRow[];
  /** The label column's share of the width, e.g. '40%'. */
  labelWidth: string;
  labelWeight?: number;
}

/** A label/value table: a pump's specification, an analysis section, a request's answered attributes. */
export function LabelValueTable({ rows, labelWidth, labelWeight, ...tableProps }: LabelValueTableProps) {
  return (
    <Table {...tableProps}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id ?? row.label}>
            <Table.Th scope="row" w={labelWidth} fw={labelWeight}>
              {row.label}
            </Table.Th>
            <Table.Td>{row.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
