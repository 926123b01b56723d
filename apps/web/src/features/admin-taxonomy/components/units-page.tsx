import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TaxonomyItem, UnitBodySchema } from '@specsource/contracts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { useCreateUnit } from '../api/create-unit.ts';
import { useDeleteUnit } from '../api/delete-unit.ts';
import { UNITS_QUERY_KEY, unitsQueryOptions } from '../api/list-units.ts';
import { useUpdateUnit } from '../api/update-unit.ts';
import { useLocalTableQueryFn } from '../lib/use-local-table.ts';
import { useModalTarget } from '../lib/use-modal-target.ts';
import { DeleteConfirmModal } from './delete-confirm-modal.tsx';
import { RowActions } from './row-actions.tsx';
import { TitleFormModal } from './title-form-modal.tsx';

const COLUMNS: DataTableColumn<TaxonomyItem>[] = [
  { key: 'title', header: 'Unit', sortField: 'title', cell: (unit) => unit.title },
];

/** Admin: the units attributes are measured in (gpm, m3/h, ft, psi…). */
export function UnitsPage() {
  // null: a new unit.
  const editor = useModalTarget<TaxonomyItem | null>(null);
  const deleter = useModalTarget<TaxonomyItem | null>(null);
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const remove = useDeleteUnit();
  const queryFn = useLocalTableQueryFn(unitsQueryOptions());
  const renaming = editor.target;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Units</Title>
          <Text c="dimmed">
            The units an attribute can be given in, such as gpm, m3/h, ft, psi or °C. Each attribute picks its
            own, in order.
          </Text>
        </Stack>
        <Button onClick={() => editor.open(null)}>New unit</Button>
      </Group>
      <DataTable
        title="All units"
        queryKey={[...UNITS_QUERY_KEY, 'table']}
        queryFn={queryFn}
        columns={COLUMNS}
        rowKey={(unit) => unit.id}
        searchPlaceholder="Search units"
        actions={{
          cell: (unit) => (
            <RowActions
              title={unit.title}
              onRename={() => editor.open(unit)}
              onDelete={() => deleter.open(unit)}
            />
          ),
        }}
        emptyMessage="No data found. Add one with 'New unit'."
      />
      <TitleFormModal
        opened={editor.isOpen}
        onClose={editor.close}
        heading={renaming ? `Rename '${renaming.title}'` : 'New unit'}
        label="Unit"
        description="As shown to customers, e.g. gpm or m3/h."
        submitLabel={renaming ? 'Save' : 'Create'}
        schema={UnitBodySchema}
        initialTitle={renaming?.title}
        save={(title) =>
          renaming ? update.mutateAsync({ id: renaming.id, body: { title } }) : create.mutateAsync({ title })
        }
        onSaved={(unit) => {
          notifications.show({
            color: 'green',
            title: renaming ? 'Unit renamed' : 'Unit created',
            message: `'${unit.title}' is saved.`,
          });
          editor.close();
        }}
      />
      <DeleteConfirmModal
        item={deleter.target}
        opened={deleter.isOpen}
        onClose={deleter.close}
        heading={`Delete '${deleter.target?.title ?? ''}'?`}
        message="Only a unit that no attribute offers can be deleted. This cannot be undone."
        confirmLabel="Delete unit"
        confirm={(unit) => remove.mutateAsync(unit.id)}
        onDeleted={(detail) => {
          notifications.show({ color: 'green', title: 'Unit deleted', message: detail });
          deleter.close();
        }}
      />
    </Stack>
  );
}
