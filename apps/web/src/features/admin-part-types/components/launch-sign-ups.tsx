import type { LaunchSignUp } from '@specsource/contracts';
import { useMemo } from 'react';
import { listLaunchSignUpsPage, partTypeKeys } from '../../../api/part-types.ts';
import { DataTable, NO_DATA_FOUND } from '../../../components/data-table/data-table.tsx';
import { DateTimeCell } from '../../../components/data-table/date-time-cell.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';

const COLUMNS: DataTableColumn<LaunchSignUp>[] = [
  { key: 'email', header: 'E-mail', cell: (row) => row.email },
  { key: 'who', header: 'Left by', cell: (row) => (row.is_customer ? 'A customer' : 'A visitor') },
  { key: 'created_at', header: 'Since', cell: (row) => <DateTimeCell iso={row.created_at} /> },
];

/** Who asked, on the coming-soon page, to hear when this type's instant results launch: the list to mail then. */
export function LaunchSignUps({ partType }: { partType: string }) {
  const queryFn = useMemo(() => listLaunchSignUpsPage(partType), [partType]);
  return (
    <DataTable
      title="Waiting for the launch"
      queryKey={partTypeKeys.launchSignUps(partType)}
      queryFn={queryFn}
      columns={COLUMNS}
      rowKey={(row) => row.email}
      emptyMessage={`${NO_DATA_FOUND}. Addresses left with 'notify me' on the coming-soon page appear here.`}
    />
  );
}
