import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { OrderDetail } from '@specsource/contracts';
import type { ReactNode } from 'react';
import { formatCostUnit } from '../../lib/format.ts';
import { formatMoney } from '../../lib/money.ts';

/** One labelled figure of an order, label above value. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text style={{ overflowWrap: 'anywhere' }}>{value}</Text>
    </Stack>
  );
}

/** The facts under an order page's title: two columns on a phone, four from `sm` up. */
export function FactGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
      {children}
    </SimpleGrid>
  );
}

/** '$1,234.50 each': the offer's unit cost as the order stored it. */
export function unitCostText(order: OrderDetail): string {
  return `${formatMoney(order.unit_cost, order.currency)} ${formatCostUnit(order.cost_unit)}`;
}

/** The supplier's own terms of the version ordered ('Price FOB Chicago'), or a dash when none were written. */
export function offerTermsText(order: OrderDetail): string {
  return order.offer_notes.trim() === '' ? '—' : order.offer_notes.trim();
}

/** 'UPS 1Z999…', or null until the supplier has entered both parts on shipping. */
export function trackingText(order: OrderDetail): string | null {
  return order.tracking_carrier && order.tracking_number
    ? `${order.tracking_carrier} ${order.tracking_number}`
    : null;
}
