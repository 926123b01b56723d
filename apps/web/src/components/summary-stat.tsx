import { Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * One figure of an admin summary (the catalogue, the feedback), as a term, its value and an optional note inside
 * the summary's `<dl>`. An undefined value is still loading and shows a placeholder.
 */
export function SummaryStat({
  label,
  value,
  note,
}: {
  label: string;
  value: ReactNode;
  note?: string | undefined;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text component="dt" fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" fz="xl" fw={700} m={0}>
        {value ?? <Skeleton height={24} width={80} mt={4} aria-label={`Loading ${label}`} />}
      </Text>
      {note ? (
        <Text component="dd" fz="xs" c="dimmed" m={0}>
          {note}
        </Text>
      ) : null}
    </Paper>
  );
}
