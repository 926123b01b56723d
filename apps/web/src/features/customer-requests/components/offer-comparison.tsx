import { Alert, Button, Group, Loader, Radio, Stack, Table, Text } from '@mantine/core';
import {
  type ComparedOffer,
  type CustomerRequestDetail,
  MESSAGES,
  OFFER_MESSAGES,
} from '@specsource/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useChooseReview } from '../../../api/requests.ts';
import { AttachmentLinks } from '../../../components/attachment-links.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatCostUnit } from '../../../lib/format.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { findBestValues } from '../lib/best-values.ts';
import { BestMark } from './best-mark.tsx';
import { type ComparisonRow, OfferComparisonCards } from './offer-comparison-cards.tsx';

// docs/spec/marketplace-spec.md §9 — the review-select post is delayed 200 ms.
export const CHOOSE_DELAY_MS = 200;

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** 'Dec 14, 2026' for a YYYY-MM-DD day (a calendar day, so no time zone shifts it). */
function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DATE.format(date);
}

const unitText = (offer: ComparedOffer) =>
  offer.lead_time === 1 ? offer.unit.replace(/s$/, '') : offer.unit;

function rowsFor(quantity: number): ComparisonRow[] {
  return [
    { label: 'Cost', best: 'cost', cell: (offer) => formatMoney(offer.cost, offer.currency) },
    { label: 'Cost unit', cell: (offer) => formatCostUnit(offer.cost_unit) },
    { label: 'Quantity quoted', cell: (offer) => offer.quantity },
    {
      label: `Subtotal for ${quantity}`,
      best: 'subtotal',
      cell: (offer) => formatMoney(offer.subtotal, offer.currency),
    },
    { label: 'Lead time', best: 'lead_time', cell: (offer) => `${offer.lead_time} ${unitText(offer)}` },
    { label: 'Promised date', best: 'promised_date', cell: (offer) => formatDay(offer.promised_date) },
    {
      label: 'Valid until',
      best: 'valid_until',
      cell: (offer) => (offer.valid_until === null ? 'No end date' : formatDay(offer.valid_until)),
    },
    {
      label: "Supplier's terms",
      cell: (offer) =>
        offer.notes.trim() === '' ? (
          '—'
        ) : (
          <Text span inherit style={{ whiteSpace: 'pre-line' }}>
            {offer.notes}
          </Text>
        ),
    },
    { label: 'Attachments', cell: (offer) => <AttachmentLinks attachments={offer.attachments} /> },
  ];
}

/**
 * The selected offers side by side, one column each, the best value of each row marked
 * 'Best'. Picking an offer posts it after a short delay (docs/spec/marketplace-spec.md §4, §9) and refreshes the table;
 * the picked one links to Order now.
 */
export function OfferComparison({ request }: { request: CustomerRequestDetail }) {
  const choose = useChooseReview();
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const isPhone = useIsPhone();
  const best = findBestValues(request.offers);
  const rows = rowsFor(request.quantity);
  const choiceOf = (offer: ComparedOffer) => (
    <ChoiceCell
      offer={offer}
      request={request}
      isPending={pendingId === offer.id}
      isBusy={isBusy}
      isClosed={isClosed}
    />
  );
  const isBusy = pendingId !== null;
  const isClosed =
    request.status === 'ordered' || request.status === 'completed' || request.status === 'cancelled';

  const pick = (reviewId: number) => {
    if (reviewId === request.chosen_review_id || isBusy) {
      return;
    }
    setError(null);
    setPendingId(reviewId);
    timer.current = setTimeout(() => {
      choose.mutate(
        { requestId: request.id, reviewId },
        {
          onError: (cause) => setError(isApiError(cause) ? cause.detail : MESSAGES.internalError),
          onSettled: () => setPendingId(null),
        },
      );
    }, CHOOSE_DELAY_MS);
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label="Choose an offer"
        description="Compare the offers, pick one, then order it."
        value={String(pendingId ?? request.chosen_review_id ?? '')}
        onChange={(value) => pick(Number(value))}
      >
        {isPhone ? (
          <OfferComparisonCards offers={request.offers} rows={rows} best={best} choiceOf={choiceOf} />
        ) : (
          <Table.ScrollContainer minWidth={200 + request.offers.length * 200} type="native" mt="xs">
            <Table withColumnBorders verticalSpacing="sm" aria-label="Offer comparison">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">
                    <Text span fz="sm" c="dimmed">
                      Offer
                    </Text>
                  </Table.Th>
                  {request.offers.map((offer) => (
                    <Table.Th key={offer.id} scope="col">
                      {offer.title}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.label}>
                    <Table.Th scope="row">{row.label}</Table.Th>
                    {request.offers.map((offer) => (
                      <Table.Td key={offer.id}>
                        <Group gap={6} wrap="nowrap">
                          {row.cell(offer)}
                          <BestMark isBest={row.best !== undefined && best[row.best].has(offer.id)} />
                        </Group>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Th scope="row">Your choice</Table.Th>
                  {request.offers.map((offer) => (
                    <Table.Td key={offer.id}>{choiceOf(offer)}</Table.Td>
                  ))}
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Radio.Group>
      {error ? (
        <Alert color="red" role="alert" title="Your choice was not saved">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

function ChoiceCell({
  offer,
  request,
  isPending,
  isBusy,
  isClosed,
}: {
  offer: ComparedOffer;
  request: CustomerRequestDetail;
  isPending: boolean;
  isBusy: boolean;
  /** Ordered or cancelled: the choice is final, and ordering again is not offered. */
  isClosed: boolean;
}) {
  const isChosen = offer.id === request.chosen_review_id;
  return (
    <Stack gap={6} align="flex-start">
      <Group gap="xs" wrap="nowrap">
        <Radio
          value={String(offer.id)}
          label={isChosen ? 'Chosen' : 'Choose'}
          aria-label={`Choose ${offer.title}`}
          disabled={isBusy || isClosed || offer.is_expired}
        />
        {isPending ? <Loader size="xs" role="status" aria-label="Saving your choice" /> : null}
      </Group>
      {offer.is_expired ? (
        <Text fz="xs" c="red">
          {OFFER_MESSAGES.expired}
        </Text>
      ) : null}
      {isChosen && !offer.is_expired && !isClosed ? (
        <Button
          component={Link}
          to={paths.orderNow.getHref(request.id, offer.id, request.quantity)}
          size="xs"
        >
          Order now
        </Button>
      ) : null}
    </Stack>
  );
}
