import { Stack, Text, Timeline, Title } from '@mantine/core';
import type { OrderHistoryEntry } from '@specsource/contracts';
import { useId } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { orderStatusLabel } from '../order-status-badge.tsx';

interface OrderHistoryTimelineProps {
  history: readonly OrderHistoryEntry[];
  /**
   * Who made each move, as this page's reader says it, keyed by the entry's `by` (customer, supplier, admin,
   * system): 'by you' on one's own moves, and a customer is never told the supplier's name.
   */
  moverText: Record<string, string>;
  /** The title of the entry that created the order; the status alone unless given. */
  creationTitle?: (statusLabel: string) => string;
}

/** The order's history, oldest first: its creation and each status change (docs/design.md 'order lifecycle'). */
export function OrderHistoryTimeline({ history, moverText, creationTitle }: OrderHistoryTimelineProps) {
  if (history.length === 0) {
    return <Text c="dimmed">No history yet.</Text>;
  }
  return (
    <Timeline active={history.length - 1} bulletSize={16} lineWidth={2}>
      {history.map((entry, index) => {
        const status = orderStatusLabel(entry.to);
        return (
          <Timeline.Item
            // Entries have no id; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            title={entry.from === null && creationTitle ? creationTitle(status) : status}
          >
            <Text size="sm" c="dimmed">
              {formatDateTime(entry.at)} · {moverText[entry.by] ?? entry.by}
            </Text>
            {entry.note ? (
              // A cancel reason may run over several lines.
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {entry.note}
              </Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** The timeline as its own 'History' section of a supplier or admin order page. */
export function OrderHistorySection(props: OrderHistoryTimelineProps) {
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId}>
        History
      </Title>
      <OrderHistoryTimeline {...props} />
    </Stack>
  );
}
