import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ClassificationBodySchema, TaxonomyItem, UnitBodySchema } from '@specsource/contracts';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { useLocalTableQueryFn } from '../lib/use-local-table.ts';
import { useModalTarget } from '../lib/use-modal-target.ts';
import { DeleteConfirmModal } from './delete-confirm-modal.tsx';
import { RowActions } from './row-actions.tsx';
import { TitleFormModal } from './title-form-modal.tsx';

/** What differs between the admin lists of things that are only a title (classifications, units). */
export interface TitledItemsPageProps<Key extends QueryKey> {
  heading: string;
  intro: string;
  /** Lower case, for buttons and toasts: 'classification', 'unit'. */
  noun: string;
  tableTitle: string;
  searchPlaceholder: string;
  columns: DataTableColumn<TaxonomyItem>[];
  /** The whole list's query; the table pages, sorts and searches it here. */
  list: FetchQueryOptions<TaxonomyItem[], Error, TaxonomyItem[], Key>;
  listKey: QueryKey;
  titleLabel: string;
  titleDescription?: string;
  schema: typeof ClassificationBodySchema | typeof UnitBodySchema;
  create: (title: string) => Promise<TaxonomyItem>;
  rename: (id: number, title: string) => Promise<TaxonomyItem>;
  remove: (id: number) => Promise<{ detail: string }>;
  /** What deleting does and when it is refused. */
  deleteMessage: string;
}

/** An admin list of titled items with New, Rename and Delete; every change is checked by the server too. */
export function TitledItemsPage<Key extends QueryKey>(props: TitledItemsPageProps<Key>) {
  const { noun } = props;
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  // null: a new item.
  const editor = useModalTarget<TaxonomyItem | null>(null);
  const deleter = useModalTarget<TaxonomyItem | null>(null);
  const queryFn = useLocalTableQueryFn(props.list);
  const renaming = editor.target;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{props.heading}</Title>
          <Text c="dimmed">{props.intro}</Text>
        </Stack>
        <Button onClick={() => editor.open(null)}>New {noun}</Button>
      </Group>
      <DataTable
        title={props.tableTitle}
        queryKey={[...props.listKey, 'table']}
        queryFn={queryFn}
        columns={props.columns}
        rowKey={(item) => item.id}
        searchPlaceholder={props.searchPlaceholder}
        actions={{
          cell: (item) => (
            <RowActions
              title={item.title}
              onRename={() => editor.open(item)}
              onDelete={() => deleter.open(item)}
            />
          ),
        }}
        emptyMessage={`No data found. Add one with 'New ${noun}'.`}
      />
      <TitleFormModal
        opened={editor.isOpen}
        onClose={editor.close}
        heading={renaming ? `Rename '${renaming.title}'` : `New ${noun}`}
        label={props.titleLabel}
        description={props.titleDescription}
        submitLabel={renaming ? 'Save' : 'Create'}
        schema={props.schema}
        initialTitle={renaming?.title}
        save={(title) => (renaming ? props.rename(renaming.id, title) : props.create(title))}
        onSaved={(item) => {
          notifications.show({
            color: 'green',
            title: renaming ? `${Noun} renamed` : `${Noun} created`,
            message: `'${item.title}' is saved.`,
          });
          editor.close();
        }}
      />
      <DeleteConfirmModal deleter={deleter} noun={noun} message={props.deleteMessage} remove={props.remove} />
    </Stack>
  );
}
