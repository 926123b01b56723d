import { type TaxonomyItem, UnitBodySchema } from '@specsource/contracts';
import {
  taxonomyKeys,
  unitsQueryOptions,
  useCreateUnit,
  useDeleteUnit,
  useUpdateUnit,
} from '../../../api/taxonomy.ts';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { TitledItemsPage } from './titled-items-page.tsx';

const COLUMNS: DataTableColumn<TaxonomyItem>[] = [
  { key: 'title', header: 'Unit', sortField: 'title', cell: (unit) => unit.title },
];

/** Admin: the units attributes are measured in (gpm, m3/h, ft, psi…). */
export function UnitsPage() {
  const create = useCreateUnit();
  const update = useUpdateUnit();
  const remove = useDeleteUnit();
  return (
    <TitledItemsPage
      heading="Units"
      intro="The units an attribute can be given in, such as gpm, m3/h, ft, psi or °C. Each attribute picks its own, in order."
      noun="unit"
      tableTitle="All units"
      searchPlaceholder="Search units"
      columns={COLUMNS}
      list={unitsQueryOptions()}
      listKey={taxonomyKeys.units()}
      titleLabel="Unit"
      titleDescription="As shown to customers, e.g. gpm or m3/h."
      schema={UnitBodySchema}
      create={(title) => create.mutateAsync({ title })}
      rename={(id, title) => update.mutateAsync({ id, body: { title } })}
      remove={(id) => remove.mutateAsync(id)}
      deleteMessage="Only a unit that no attribute offers can be deleted. This cannot be undone."
    />
  );
}
