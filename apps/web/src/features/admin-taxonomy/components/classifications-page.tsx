import { Anchor } from '@mantine/core';
import { ClassificationBodySchema, type TaxonomyItem } from '@specsource/contracts';
import { Link } from 'react-router';
import {
  classificationsQueryOptions,
  taxonomyKeys,
  useCreateClassification,
  useDeleteClassification,
  useUpdateClassification,
} from '../../../api/taxonomy.ts';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { paths } from '../../../config/paths.ts';
import { TitledItemsPage } from './titled-items-page.tsx';

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
  const create = useCreateClassification();
  const update = useUpdateClassification();
  const remove = useDeleteClassification();
  return (
    <TitledItemsPage
      heading="Classifications"
      intro="Groups of attributes that describe a part, such as 'Pump' or 'Motor'. Open one to edit its attributes."
      noun="classification"
      tableTitle="All classifications"
      searchPlaceholder="Search by title"
      columns={COLUMNS}
      list={classificationsQueryOptions()}
      listKey={taxonomyKeys.classifications()}
      titleLabel="Title"
      schema={ClassificationBodySchema}
      create={(title) => create.mutateAsync({ title })}
      rename={(id, title) => update.mutateAsync({ id, body: { title } })}
      remove={(id) => remove.mutateAsync(id)}
      deleteMessage="The classification and all its attributes are deleted. This cannot be undone."
    />
  );
}
