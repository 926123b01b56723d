import { Text } from '@mantine/core';

export const IMPORT_COUNT = new Intl.NumberFormat('en-US');

/** One figure of an import summary, as a term and its value inside the summary's `<dl>`. */
export function ImportCount({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" fw={700} m={0}>
        {IMPORT_COUNT.format(value)}
      </Text>
    </div>
  );
}
