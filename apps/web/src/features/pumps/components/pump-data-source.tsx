import { Alert, Text } from '@mantine/core';
import type { PumpDetail } from '@specsource/contracts';

/** Where the data come from: demo pumps say they are fictitious; real curves carry their attribution. */
export function PumpDataSource({ pump }: { pump: PumpDetail }) {
  if (pump.is_demo) {
    return (
      <Alert color="yellow" title="Demo data: this pump is fictitious">
        <Text size="sm">
          {pump.manufacturer} is not a real manufacturer. This pump comes from SpecSource's generated demo
          catalogue, built from engineering relations to show how selection works; do not buy against it.
        </Text>
        <Text size="sm" c="dimmed" mt={4}>
          Source: {pump.data_source}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="blue" title="Data source">
      <Text size="sm">{pump.data_source}</Text>
    </Alert>
  );
}
