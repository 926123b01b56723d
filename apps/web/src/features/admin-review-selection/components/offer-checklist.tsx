import { Badge, Card, Checkbox, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { OFFER_MESSAGES, type RequestReview } from '@specsource/contracts';
import type { ReactNode } from 'react';
import { formatCostUnit } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';

/** Why an offer cannot be shown to the customer, or null when it can. */
export function unavailableReason(offer: RequestReview): string | null {
  if (offer.status === 'withdrawn') {
    return 'Withdrawn by the supplier';
  }
  if (offer.status === 'ordered') {
    return 'Already ordered';
  }
  return offer.is_expired ? OFFER_MESSAGES.expired : null;
}

interface OfferChecklistProps {
  offers: RequestReview[];
  value: string[];
  onChange: (value: string[]) => void;
  error: string | null;
}

/** The request's offers by title, each with a checkbox; those that cannot be shown are disabled with the reason. */
export function OfferChecklist({ offers, value, onChange, error }: OfferChecklistProps) {
  const isPhone = useIsPhone();
  return (
    <Checkbox.Group
      label="Offers to show the customer"
      description="Ticked offers appear side by side on the customer's request page."
      value={value}
      onChange={onChange}
      error={error}
    >
      {isPhone ? <OfferCards offers={offers} /> : <OfferTable offers={offers} />}
    </Checkbox.Group>
  );
}

function OfferCheckbox({ offer }: { offer: RequestReview }) {
  const reason = unavailableReason(offer);
  return (
    <Checkbox
      value={String(offer.id)}
      label={offer.title}
      description={reason ?? undefined}
      disabled={reason !== null}
    />
  );
}

const TERMS = ['Cost', 'Lead time', 'Supplier', 'Valid until'] as const;

/** The offer's terms as the admin compares them: the table's columns, a card's lines. */
function termsOf(offer: RequestReview): Record<(typeof TERMS)[number], ReactNode> {
  return {
    Cost: (
      <>
        {formatMoney(offer.cost, offer.currency)}
        <Text span c="dimmed" fz="sm">
          {' '}
          {formatCostUnit(offer.cost_unit)}
        </Text>
      </>
    ),
    'Lead time': `${offer.lead_time} ${offer.unit}`,
    Supplier: offer.supplier.username,
    'Valid until': (
      <>
        {offer.valid_until ?? 'No end date'}
        {offer.is_expired ? (
          <Badge color="red" variant="light" ml="xs">
            Expired
          </Badge>
        ) : null}
      </>
    ),
  };
}

function OfferTable({ offers }: { offers: RequestReview[] }) {
  return (
    <Table striped verticalSpacing="xs" mt="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Offer</Table.Th>
          {TERMS.map((label) => (
            <Table.Th key={label}>{label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {offers.map((offer) => (
          <Table.Tr key={offer.id}>
            <Table.Td>
              <OfferCheckbox offer={offer} />
            </Table.Td>
            {TERMS.map((label) => (
              <Table.Td key={label}>{termsOf(offer)[label]}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a phone: one card per offer, its checkbox on top and its terms under it. */
function OfferCards({ offers }: { offers: RequestReview[] }) {
  return (
    <Stack gap="sm" mt="xs">
      {offers.map((offer) => (
        <Card key={offer.id} withBorder padding="sm">
          <OfferCheckbox offer={offer} />
          <SimpleGrid component="dl" cols={2} spacing="sm" verticalSpacing={6} mt="sm" mb={0}>
            {TERMS.map((label) => (
              <div key={label}>
                <Text component="dt" size="xs" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0} size="sm">
                  {termsOf(offer)[label]}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Card>
      ))}
    </Stack>
  );
}
