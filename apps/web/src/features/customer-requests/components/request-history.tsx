import { Stack, Text, Timeline, Title } from '@mantine/core';
import type { RequestHistoryEntry } from '@specsource/contracts';
import { useId } from 'react';
import { useRequestHistory } from '../../../api/requests.ts';
import { formatDateTime } from '../../../lib/format.ts';

/** Each step of the request's life in the customer's words. */
export function historyText(entry: RequestHistoryEntry): string {
  if (entry.event === 'edited') {
    // A draft changes only when it is searched again.
    return entry.status === 'draft' ? 'You searched again' : 'You changed the request';
  }
  if (entry.event === 'created') {
    return entry.status === 'draft' ? 'You searched (a draft, not sent)' : 'You sent the request';
  }
  switch (entry.status) {
    case 'draft':
    case 'submitted':
      return 'Sent to the suppliers of this part';
    case 'pending_activation':
      return 'Waiting for your account to be activated';
    case 'offered':
      return 'Offers came in';
    case 'offers_selected':
      return 'Offers ready for you to compare';
    case 'ordered':
      return 'Ordered';
    case 'completed':
      return 'Completed';
    case 'cancelled':
      return 'Withdrawn';
  }
}

/** The request's status history, oldest first. */
export function RequestHistory({ orderId }: { orderId: string }) {
  const titleId = useId();
  const { data, isPending, isError } = useRequestHistory(orderId);
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId}>
        History
      </Title>
      {isPending ? <Text c="dimmed">Loading the history…</Text> : null}
      {isError ? (
        <Text c="dimmed">The history could not be loaded. Reload the page to try again.</Text>
      ) : null}
      {data ? (
        <Timeline active={data.results.length - 1} bulletSize={16} lineWidth={2}>
          {data.results.map((entry) => (
            <Timeline.Item key={`${entry.at}-${entry.event}-${entry.status}`} title={historyText(entry)}>
              <Text size="sm" c="dimmed">
                {formatDateTime(entry.at)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      ) : null}
    </Stack>
  );
}
