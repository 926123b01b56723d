import { Button, Code, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { type AuditEntry, auditLogKeys, listAuditLogPage } from '../../../api/audit-log.ts';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { DateTimeCell } from '../../../components/data-table/date-time-cell.tsx';
import type { DataTableColumn } from '../../../components/data-table/types.ts';
import { TruncatedText } from '../../../components/truncated-text.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { describeChange } from '../lib/describe-change.ts';
import { entityLabel } from '../lib/entity-label.ts';

/** 'grace@example.com (customer)', or 'System' for a change no person made. */
function actorText(entry: AuditEntry): string {
  return entry.actor === null ? 'System' : `${entry.actor} (${entry.actor_role ?? 'account removed'})`;
}

function ChangedBy({ entry }: { entry: AuditEntry }) {
  if (entry.actor === null) {
    return 'System';
  }
  return (
    <>
      {entry.actor}
      <Text span c="dimmed" fz="xs" display="block">
        {entry.actor_role}
      </Text>
    </>
  );
}

const COLUMNS: DataTableColumn<AuditEntry>[] = [
  {
    key: 'created_at',
    header: 'When',
    sortField: 'created_at',
    cell: (entry) => <DateTimeCell iso={entry.created_at} />,
  },
  { key: 'actor', header: 'Changed by', sortField: 'actor', cell: (entry) => <ChangedBy entry={entry} /> },
  { key: 'action', header: 'Action', sortField: 'action', cell: (entry) => entry.action },
  {
    key: 'entity',
    header: 'What',
    sortField: 'entity',
    cell: (entry) => entityLabel(entry.entity, entry.entity_id),
  },
  {
    key: 'change',
    header: 'Change',
    cell: (entry) => <TruncatedText text={describeChange(entry.before, entry.after)} />,
  },
];

/** Every change to the marketplace's records — who (admin, customer or supplier), when, what, before → after. */
export function AuditLogPage() {
  const [shown, setShown] = useState<AuditEntry | null>(null);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Audit log</Title>
        <Text c="dimmed">
          Every change to the catalogue, requests, offers and orders, by admins, customers and suppliers,
          newest first. Rows are never edited or removed.
        </Text>
      </Stack>
      <DataTable
        title="Changes"
        queryKey={auditLogKeys.all}
        queryFn={listAuditLogPage}
        columns={COLUMNS}
        rowKey={(entry) => entry.id}
        searchPlaceholder="Search by what, who or value"
        actions={{
          header: 'Details',
          cell: (entry) => (
            <Button
              size="compact-sm"
              variant="subtle"
              onClick={() => setShown(entry)}
              aria-label={`Details of ${entry.action} ${entityLabel(entry.entity, entry.entity_id)}`}
            >
              Details
            </Button>
          ),
        }}
        emptyMessage="No data found. Changes appear here as soon as anyone makes one."
        minWidth={900}
      />
      <Modal
        opened={shown !== null}
        onClose={() => setShown(null)}
        title={shown ? `${shown.action} ${entityLabel(shown.entity, shown.entity_id)}` : ''}
        size="xl"
      >
        {shown ? <AuditEntryDetails entry={shown} /> : null}
      </Modal>
    </Stack>
  );
}

function AuditEntryDetails({ entry }: { entry: AuditEntry }) {
  return (
    <Stack gap="sm">
      <Text size="sm">
        {actorText(entry)} · {formatDateTime(entry.created_at)}
        {entry.ip ? ` · from ${entry.ip}` : ''}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Text fw={700} size="sm">
            Before
          </Text>
          <Code block>{JSON.stringify(entry.before, null, 2)}</Code>
        </Stack>
        <Stack gap={4}>
          <Text fw={700} size="sm">
            After
          </Text>
          <Code block>{JSON.stringify(entry.after, null, 2)}</Code>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
