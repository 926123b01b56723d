import { Box, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { SelectionCell } from './selection-cell.tsx';
import type { DataTableRowsProps } from './types.ts';

interface DataTableCardsProps<Row> extends DataTableRowsProps<Row> {
  /** What names the list: the id of its title, or its name when it has no title of its own. */
  labelledBy?: string;
  label?: string;
  isBusy: boolean;
}

const WRAP_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/**
 * The table's rows as cards, for a phone: every column is a label over its value, two to a line, the first across
 * the card; the row's checkbox on top and its actions at the bottom. Nothing scrolls sideways.
 */
export function DataTableCards<Row>(props: DataTableCardsProps<Row>) {
  const { rows, columns } = props;

  if (rows === undefined) {
    return (
      <Stack gap="sm" aria-hidden>
        {Array.from({ length: props.skeletonRows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <Skeleton key={index} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="lg">
        {props.emptyMessage}
      </Text>
    );
  }
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-labelledby={props.labelledBy}
      aria-label={props.label}
      aria-busy={props.isBusy}
    >
      {rows.map((row) => (
        <Card key={props.rowKey(row)} component="li" withBorder padding="sm" radius="md">
          <Group gap="sm" align="flex-start" wrap="nowrap">
            {props.selection ? <SelectionCell row={row} selection={props.selection} /> : null}
            <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing="xs" m={0} style={{ flex: 1 }}>
              {columns.map((column, index) => (
                <Box key={column.key} miw={0} style={index === 0 ? { gridColumn: '1 / -1' } : undefined}>
                  <Text component="dt" size="xs" c="dimmed">
                    {column.header}
                  </Text>
                  <Box component="dd" m={0} fz="sm" fw={index === 0 ? 600 : undefined} style={WRAP_ANYWHERE}>
                    {column.cell(row)}
                  </Box>
                </Box>
              ))}
            </SimpleGrid>
          </Group>
          {props.actions ? (
            <Group gap="xs" mt="sm">
              {props.actions.cell(row)}
            </Group>
          ) : null}
        </Card>
      ))}
    </Stack>
  );
}
