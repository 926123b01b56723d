import { Button, Group } from '@mantine/core';

interface RowActionsProps {
  /** The row's title, naming what each button acts on for screen readers. */
  title: string;
  onRename?: () => void;
  onEdit?: () => void;
  onDelete: () => void;
}

/** A table row's buttons: Rename (or Edit) and Delete. */
export function RowActions({ title, onRename, onEdit, onDelete }: RowActionsProps) {
  return (
    <Group gap="xs" wrap="nowrap">
      {onRename ? (
        <Button size="compact-sm" variant="subtle" onClick={onRename} aria-label={`Rename ${title}`}>
          Rename
        </Button>
      ) : null}
      {onEdit ? (
        <Button size="compact-sm" variant="subtle" onClick={onEdit} aria-label={`Edit ${title}`}>
          Edit
        </Button>
      ) : null}
      <Button
        size="compact-sm"
        variant="subtle"
        color="red"
        onClick={onDelete}
        aria-label={`Delete ${title}`}
      >
        Delete
      </Button>
    </Group>
  );
}
