import { Badge, Checkbox, Table, Text } from '@mantine/core';
import { OFFER_MESSAGES, type RequestReview } from '@specsource/contracts';
import { formatCostUnit } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';

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
  return (
    <Checkbox.Group
      label="Offers to show the customer"
      description="Ticked offers appear side by side on the customer's request page."
      value={value}
      onChange={onChange}
      error={error}
    >
      <Table.ScrollContainer minWidth={760} type="native" mt="xs">
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Offer</Table.Th>
              <Table.Th>Cost</Table.Th>
              <Table.Th>Lead time</Table.Th>
              <Table.Th>Supplier</Table.Th>
              <Table.Th>Valid until</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {offers.map((offer) => {
              const reason = unavailableReason(offer);
              return (
                <Table.Tr key={offer.id}>
                  <Table.Td>
                    <Checkbox
                      value={String(offer.id)}
                      label={offer.title}
                      description={reason ?? undefined}
                      disabled={reason !== null}
                    />
                  </Table.Td>
                  <Table.Td>
                    {formatMoney(offer.cost, offer.currency)}
                    <Text span c="dimmed" fz="sm">
                      {' '}
                      {formatCostUnit(offer.cost_unit)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {offer.lead_time} {offer.unit}
                  </Table.Td>
                  <Table.Td>{offer.supplier.username}</Table.Td>
                  <Table.Td>
                    {offer.valid_until ?? 'No end date'}
                    {offer.is_expired ? (
                      <Badge color="red" variant="light" ml="xs">
                        Expired
                      </Badge>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Checkbox.Group>
  );
}
