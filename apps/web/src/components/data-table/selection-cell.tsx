import { Checkbox, Group, Loader } from '@mantine/core';
import type { DataTableSelection } from './types.ts';

/** A row's checkbox; while its change is saved it waits, with a spinner that says what is being saved. */
export function SelectionCell<Row>({ row, selection }: { row: Row; selection: DataTableSelection<Row> }) {
  const isPending = selection.isPending?.(row) ?? false;
  const label = selection.rowLabel(row);

  return (
    <Group gap={6} wrap="nowrap">
      <Checkbox
        aria-label={label}
        checked={selection.isSelected(row)}
        disabled={isPending}
        onChange={(event) => selection.onChange(row, event.currentTarget.checked)}
      />
      {isPending ? <Loader size={14} role="status" aria-label={`Saving: ${label}`} /> : null}
    </Group>
  );
}
