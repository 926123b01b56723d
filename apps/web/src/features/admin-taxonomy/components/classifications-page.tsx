import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ClassificationBodySchema, type TaxonomyItem } from '@specsource/contracts';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { paths } from '../../../config/paths.ts';
import { useCreateClassification } from '../api/create-classification.ts';
import { useDeleteClassification } from '../api/delete-classification.ts';
import { CLASSIFICATIONS_QUERY_KEY, classificationsQueryOptions } from '../api/list-classifications.ts';
import { useUpdateClassification } from '../api/update-classification.ts';
import { useLocalTableQueryFn } from '../lib/use-local-table.ts';
import { useModalTarget } from '../lib/use-modal-target.ts';
import { DeleteConfirmModal } from './delete-confirm-modal.tsx';
import { RowActions } from './row-actions.tsx';
import { TitleFormModal } from './title-form-modal.tsx';

const COLUMNS: DataTableColumn<TaxonomyItem>[] = [
  {
    key: 'title',
    header: 'Title',
    sortField: 'title',
    cell: (item) => (
      <Anchor component={Link} to={paths.adminClassification.getHref(item.id)} fz="sm">
        {item.title}
      </Anchor>
    ),
  },
];

/** Admin: the classifications parts are described by; each links to its attributes. */
export function ClassificationsPage() {
  // null: a new classification.
  const editor = useModalTarget<TaxonomyItem | null>(null);
  const deleter = useModalTarget<TaxonomyItem | null>(null);
  const create = useCreateClassification();
  const update = useUpdateClassification();
  const remove = useDeleteClassification();
  const queryFn = useLocalTableQueryFn(classificationsQueryOptions());
  const renaming = editor.target;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Classifications</Title>
          <Text c="dimmed">
            Groups of attributes that describe a part, such as 'Pump' or 'Motor'. Open one to edit its
            attributes.
          </Text>
        </Stack>
        <Button onClick={() => editor.open(null)}>New classification</Button>
      </Group>
      <DataTable
        title="All classifications"
        queryKey={[...CLASSIFICATIONS_QUERY_KEY, 'table']}
        queryFn={queryFn}
        columns={COLUMNS}
        rowKey={(item) => item.id}
        searchPlaceholder="Search by title"
        actions={{
          cell: (item) => (
            <RowActions
              title={item.title}
              onRename={() => editor.open(item)}
              onDelete={() => deleter.open(item)}
            />
          ),
        }}
        emptyMessage="No data found. Add one with 'New classification'."
      />
      <TitleFormModal
        opened={editor.isOpen}
        onClose={editor.close}
        heading={renaming ? `Rename '${renaming.title}'` : 'New classification'}
        label="Title"
        submitLabel={renaming ? 'Save' : 'Create'}
        schema={ClassificationBodySchema}
        initialTitle={renaming?.title}
        save={(title) =>
          renaming ? update.mutateAsync({ id: renaming.id, body: { title } }) : create.mutateAsync({ title })
        }
        onSaved={(item) => {
          notifications.show({
            color: 'green',
            title: renaming ? 'Classification renamed' : 'Classification created',
            message: `'${item.title}' is saved.`,
          });
          editor.close();
        }}
      />
      <DeleteConfirmModal
        item={deleter.target}
        opened={deleter.isOpen}
        onClose={deleter.close}
        heading={`Delete '${deleter.target?.title ?? ''}'?`}
        message="The classification and all its attributes are deleted. This cannot be undone."
        confirmLabel="Delete classification"
        confirm={(item) => remove.mutateAsync(item.id)}
        onDeleted={(detail) => {
          notifications.show({ color: 'green', title: 'Classification deleted', message: detail });
          deleter.close();
        }}
      />
    </Stack>
  );
}
