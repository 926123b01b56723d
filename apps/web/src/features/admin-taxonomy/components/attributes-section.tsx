import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AdminAttribute } from '@specsource/contracts';
import { taxonomyKeys, useDeleteAttribute } from '../../../api/taxonomy.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { ATTRIBUTE_TYPE_LABELS } from '../lib/attribute-types.ts';
import { useAttributesTableQueryFn } from '../lib/use-attributes-table.ts';
import { useModalTarget } from '../lib/use-modal-target.ts';
import { AttributeFormModal } from './attribute-form-modal.tsx';
import { DeleteConfirmModal } from './delete-confirm-modal.tsx';
import { RowActions } from './row-actions.tsx';

const NONE = '—';

const COLUMNS: DataTableColumn<AdminAttribute>[] = [
  { key: 'title', header: 'Title', sortField: 'title', cell: (attribute) => attribute.title },
  { key: 'type', header: 'Type', cell: (attribute) => ATTRIBUTE_TYPE_LABELS[attribute.type] },
  {
    key: 'options',
    header: 'Options',
    cell: (attribute) => (attribute.options.length === 0 ? NONE : attribute.options.join(', ')),
  },
  {
    key: 'units',
    header: 'Units',
    cell: (attribute) =>
      attribute.unit.length === 0
        ? NONE
        : attribute.unit
            .map((unit, index) => (index === 0 ? `${unit.title} (default)` : unit.title))
            .join(', '),
  },
  { key: 'key', header: 'Pump search key', cell: (attribute) => attribute.key ?? NONE },
  {
    key: 'min',
    header: 'Min',
    cell: (attribute) => boundText(attribute.min_value, attribute.min_exclusive ? '>' : '≥'),
  },
  {
    key: 'max',
    header: 'Max',
    cell: (attribute) => boundText(attribute.max_value, attribute.max_exclusive ? '<' : '≤'),
  },
];

/** '≥ 0', '> 0': whether the bound itself is allowed shows beside it. */
function boundText(bound: number | null, relation: string): string {
  return bound === null ? NONE : `${relation} ${bound}`;
}

/** A classification's attributes: the table, and creating, editing and deleting one. */
export function AttributesSection({ classificationId }: { classificationId: number }) {
  // null: a new attribute.
  const editor = useModalTarget<AdminAttribute | null>(null);
  const deleter = useModalTarget<AdminAttribute | null>(null);
  const remove = useDeleteAttribute();
  const queryFn = useAttributesTableQueryFn(classificationId);
  const isEditing = editor.target !== null;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Text c="dimmed" size="sm">
          What a part of this classification is described by, as asked in the request wizard.
        </Text>
        <Button onClick={() => editor.open(null)}>New attribute</Button>
      </Group>
      <DataTable
        title="Attributes"
        queryKey={[...taxonomyKeys.classificationAttributes(classificationId), 'table']}
        queryFn={queryFn}
        columns={COLUMNS}
        rowKey={(attribute) => attribute.id}
        searchPlaceholder="Search by title"
        actions={{
          cell: (attribute) => (
            <RowActions
              title={attribute.title}
              onEdit={() => editor.open(attribute)}
              onDelete={() => deleter.open(attribute)}
            />
          ),
        }}
        emptyMessage="No data found. Add one with 'New attribute'."
        minWidth={800}
      />
      <AttributeFormModal
        opened={editor.isOpen}
        onClose={editor.close}
        classificationId={classificationId}
        attribute={editor.target}
        onSaved={(attribute) => {
          notifications.show({
            color: 'green',
            title: isEditing ? 'Attribute saved' : 'Attribute created',
            message: `'${attribute.title}' is saved.`,
          });
          editor.close();
        }}
      />
      <DeleteConfirmModal
        deleter={deleter}
        noun="attribute"
        message="Only an attribute that no part uses can be deleted. This cannot be undone."
        remove={(id) => remove.mutateAsync(id)}
      />
    </Stack>
  );
}
