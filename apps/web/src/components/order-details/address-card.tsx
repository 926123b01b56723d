import { Paper, Stack, Text, Title } from '@mantine/core';
import type { OrderDetail } from '@specsource/contracts';
import { useId } from 'react';
import { addressLines } from './address-lines.ts';

type OrderAddress = OrderDetail['shipping_address'];

/** An order's address as the lines of a letter (docs/spec/marketplace-spec.md §3 'Address'). */
export function AddressLines({ address }: { address: OrderAddress }) {
  return (
    <Stack gap={0}>
      {addressLines(address).map((line) => (
        // Long e-mail addresses would otherwise widen the card past a 375 px screen.
        <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

interface AddressCardProps {
  /** The card's heading, which also names its region ('Billing', 'Ship to'). */
  title: string;
  address: OrderAddress;
  /** The heading level where the card sits in its page's outline. */
  headingOrder: 2 | 3;
}

/** One address of an order in a bordered card, as the supplier and admin order pages show it. */
export function AddressCard({ title, address, headingOrder }: AddressCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Title order={headingOrder} fz="h4" id={titleId} mb="xs">
        {title}
      </Title>
      <AddressLines address={address} />
    </Paper>
  );
}
