import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { listAdminPartsPage } from '../../../api/part-admin.ts';
import { partKeys } from '../../../api/parts.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { useDataTableState } from '../../../components/data-table/use-data-table-state.ts';
import { paths } from '../../../config/paths.ts';
import { PART_ACTIONS, PART_COLUMNS } from './part-columns.tsx';

/** Admin: every part, searchable and sortable, with links to add, edit and assign suppliers. */
export function PartsPage() {
  // The server lists by title unless told otherwise; the header says so.
  const table = useDataTableState({ field: 'title', order: 'asc' });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>Parts</Title>
          <Text c="dimmed">The parts customers can request, with their classification cards.</Text>
        </Stack>
        <Group gap="sm">
          <Button component={Link} to={paths.adminPartsCsv.getHref()} variant="default">
            Import or export CSV
          </Button>
          <Button component={Link} to={paths.adminPartAdd.getHref()}>
            Add part
          </Button>
        </Group>
      </Group>
      <DataTable
        title="Part list"
        queryKey={partKeys.admin()}
        queryFn={listAdminPartsPage}
        columns={PART_COLUMNS}
        rowKey={(part) => part.id}
        actions={PART_ACTIONS}
        state={table}
        searchPlaceholder="Search by title"
        emptyMessage="No data found"
        minWidth={860}
      />
    </Stack>
  );
}
