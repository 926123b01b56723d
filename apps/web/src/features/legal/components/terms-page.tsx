import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The terms of sale a customer accepts at checkout: who sells, what an offer promises, payment, changes, refunds. */
export function TermsPage() {
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>Terms of sale</Title>
        <Text c="dimmed">These terms apply to every order placed on SpecSource.</Text>
      </Stack>
      <Section title="Who sells to you">
        <Text>
          SpecSource is the seller of record for every order. The offers you compare are sourced from
          suppliers we work with; we buy from them and sell to you, so your order, your invoice and any claim
          are with SpecSource. We do not pass on the supplier's name.
        </Text>
      </Section>
      <Section title="What an offer promises">
        <List spacing={4}>
          <List.Item>The price per unit, in US dollars, and what it is per (each, set, lot…).</List.Item>
          <List.Item>The lead time, counted from the day your payment is verified.</List.Item>
          <List.Item>The date the offer is valid until; an expired offer can no longer be ordered.</List.Item>
          <List.Item>
            The supplier's terms written on the offer, such as the delivery basis ('FOB Chicago'). They are
            shown on the comparison, the order and its confirmation, and they form part of the order.
          </List.Item>
        </List>
      </Section>
      <Section title="Payment">
        <Text>
          Your card is charged when you press Pay. An order counts as paid only once the payment is verified;
          until then you can pay or try another card from the order's page.
        </Text>
      </Section>
      <Section title="Changes and cancellation">
        <Text>
          You can change an order's addresses, PO number and reference until it ships. To cancel, contact us
          before it ships: a paid order we cancel is refunded in full to the card it was paid with.
        </Text>
      </Section>
      <Section title="Delivery">
        <Text>
          We tell you by e-mail when the order ships, with the carrier and the tracking number, and again when
          it is delivered.
        </Text>
      </Section>
    </Stack>
  );
}
