import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { formatMoney } from '../../../lib/money.ts';

export interface OrderTotals {
  quantity: number;
  subtotal: string;
  tax: string;
  total: string;
  currency: string;
}

/**
 * docs/spec/marketplace-spec.md §2 'Order Summary (Quantity, Subtotal, Tax, Total)'. The figures are always the
 * server's (its quote or the stored order): the page never adds them up itself (docs/design.md 'totals').
 */
export function OrderSummary({ totals, children }: { totals: OrderTotals; children?: React.ReactNode }) {
  const titleId = useId();
  const rows: [string, string][] = [
    ['Quantity', String(totals.quantity)],
    ['Subtotal', formatMoney(totals.subtotal, totals.currency)],
    ['Tax', formatMoney(totals.tax, totals.currency)],
  ];
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} fz="h4" id={titleId}>
          Order Summary
        </Title>
        {children}
        <Stack gap={4} component="dl" m={0}>
          {rows.map(([label, value]) => (
            <Group key={label} justify="space-between" wrap="nowrap">
              <Text component="dt">{label}</Text>
              <Text component="dd" m={0} aria-label={label}>
                {value}
              </Text>
            </Group>
          ))}
          {/* A border, not a Divider: a <dl> holds only dt/dd groups, and Divider is a role=separator element. */}
          <Group
            justify="space-between"
            wrap="nowrap"
            mt={4}
            pt={8}
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          >
            <Text component="dt" fw={700}>
              Total
            </Text>
            <Text component="dd" m={0} fw={700} aria-label="Total">
              {formatMoney(totals.total, totals.currency)}
            </Text>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
