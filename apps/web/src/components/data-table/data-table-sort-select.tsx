import { Select } from '@mantine/core';
import type { SortOrder } from '../../api/list-page.ts';
import type { DataTableColumn, DataTableSort } from './types.ts';

interface DataTableSortSelectProps<Row> {
  title: string;
  columns: DataTableColumn<Row>[];
  sort: DataTableSort | null;
  onSort: (sort: DataTableSort | null) => void;
}

const ORDER_WORDS: Record<SortOrder, string> = { asc: 'ascending', desc: 'descending' };

/** On a phone the column headers are gone, so the sortable columns are offered here, each way round. */
export function DataTableSortSelect<Row>({ title, columns, sort, onSort }: DataTableSortSelectProps<Row>) {
  const options = columns.flatMap(({ header, sortField }) =>
    sortField === undefined
      ? []
      : (['asc', 'desc'] as const).map((order) => ({
          value: `${sortField}:${order}`,
          label: `${header}, ${ORDER_WORDS[order]}`,
        })),
  );
  if (options.length === 0) {
    return null;
  }
  return (
    <Select
      label={`Sort ${title}`}
      placeholder="Default order"
      data={options}
      value={sort === null ? null : `${sort.field}:${sort.order}`}
      onChange={(value) => {
        const [field, order] = value?.split(':') ?? [];
        onSort(field && (order === 'asc' || order === 'desc') ? { field, order } : null);
      }}
      clearable
      allowDeselect={false}
      w="100%"
    />
  );
}
