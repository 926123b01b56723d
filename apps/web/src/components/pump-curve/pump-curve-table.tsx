import { Table, Text } from '@mantine/core';
import type { CurveRow } from '../../lib/pump-curve.ts';

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const NOT_AVAILABLE = 'N/A';

interface PumpCurveTableProps {
  id: string;
  caption: string;
  rows: readonly CurveRow[];
  bep: CurveRow | null;
}

/** The curve points the chart draws, for screen readers and for reading exact values. */
export function PumpCurveTable({ id, caption, rows, bep }: PumpCurveTableProps) {
  const hasCalculated = rows.some((row) => row.isEfficiencyCalculated);

  return (
    <div id={id}>
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Flow (gpm)</Table.Th>
              <Table.Th scope="col">Head (ft)</Table.Th>
              <Table.Th scope="col">Efficiency (%)</Table.Th>
              <Table.Th scope="col">NPSHr (ft)</Table.Th>
              <Table.Th scope="col">Power (hp)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.flowGpm} fw={row === bep ? 700 : undefined}>
                <Table.Td>
                  {NUMBER.format(row.flowGpm)}
                  {row === bep ? ' (BEP)' : ''}
                </Table.Td>
                <Table.Td>{NUMBER.format(row.headFt)}</Table.Td>
                <Table.Td>
                  {formatOptional(row.efficiencyPct)}
                  {row.isEfficiencyCalculated ? '*' : ''}
                </Table.Td>
                <Table.Td>{formatOptional(row.npshrFt)}</Table.Td>
                <Table.Td>{formatOptional(row.powerHp)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {hasCalculated ? (
        <Text size="xs" c="dimmed" mt={4}>
          * Calculated from flow, head and shaft power (water); the sheet does not publish efficiency there.
        </Text>
      ) : null}
    </div>
  );
}

function formatOptional(value: number | null): string {
  return value === null ? NOT_AVAILABLE : NUMBER.format(value);
}
