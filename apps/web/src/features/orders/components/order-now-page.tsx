import { Alert, Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { CreateOrderBodySchema, MESSAGES, ORDER_MESSAGES } from '@specsource/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { getCheckoutQuoteQueryOptions, type OrderReview, useReviewForOrder } from '../../../api/orders.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatCostUnit } from '../../../lib/format.ts';
import { formatMoney, lineSubtotal } from '../../../lib/money.ts';
import { useIsPhone } from '../../../lib/use-is-phone.ts';
import { leadTimeText } from '../lib/lead-time.ts';

const toRequests = (
  <Button component={Link} to={paths.userRequests.getHref()}>
    Go to your requests
  </Button>
);

/**
 * The quantity field's text as a quantity, or the contract's message (docs/spec/marketplace-spec.md §5 'Order now').
 */
function readQuantity(text: string): { quantity: number } | { error: string } {
  const parsed = CreateOrderBodySchema.shape.quantity.safeParse(text.trim() === '' ? undefined : text);
  return parsed.success
    ? { quantity: parsed.data }
    : { error: parsed.error.issues[0]?.message ?? ORDER_MESSAGES.quantityInvalid };
}

interface OrderNowPageProps {
  requestId: number;
  reviewId: number;
  /** `?quantity=n`; the offer's quantity when absent or unusable. */
  initialQuantity: number | null;
}

/** docs/spec/marketplace-spec.md §2 'Order now' at `/request/{request_id}/order_now/{review_id}?quantity=n`. */
export function OrderNowPage({ requestId, reviewId, initialQuantity }: OrderNowPageProps) {
  const { data, error, isPending, refetch } = useReviewForOrder(reviewId);

  if (isPending) {
    return <PageLoading label="Loading the offer…" />;
  }
  if (error) {
    const isRefused = isApiError(error) && error.status >= 400 && error.status < 500;
    return (
      <PageMessage
        title={isRefused ? 'This offer cannot be ordered' : 'The offer could not be loaded'}
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={isRefused ? toRequests : <RetryButton onRetry={() => void refetch()} />}
      />
    );
  }
  if (data.request_id !== requestId) {
    return (
      <PageMessage
        title="This offer cannot be ordered"
        message={ORDER_MESSAGES.notOrderable}
        action={toRequests}
      />
    );
  }
  return <OrderNowTable review={data} initialQuantity={initialQuantity ?? data.quantity} />;
}

function OrderNowTable({ review, initialQuantity }: { review: OrderReview; initialQuantity: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [quantityText, setQuantityText] = useState(String(initialQuantity));
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isProbing, setIsProbing] = useState(false);

  const isPhone = useIsPhone();
  const quantity = readQuantity(quantityText);
  const subtotal = 'quantity' in quantity ? lineSubtotal(review.cost, quantity.quantity) : null;
  const subtotalText = subtotal === null ? '—' : formatMoney(subtotal, review.currency);
  const quantityField = (
    <TextInput
      label={isPhone ? 'Quantity' : undefined}
      aria-label={isPhone ? undefined : 'Quantity'}
      inputMode="numeric"
      w={isPhone ? '100%' : 120}
      value={quantityText}
      error={quantityError}
      disabled={review.is_expired}
      onChange={(event) => {
        setQuantityText(event.currentTarget.value.replace(/\D/g, ''));
        setQuantityError(null);
        setRefusal(null);
      }}
      onBlur={() => {
        const read = readQuantity(quantityText);
        setQuantityError('error' in read ? read.error : null);
      }}
    />
  );

  const checkOut = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefusal(null);
    if ('error' in quantity) {
      setQuantityError(quantity.error);
      return;
    }
    setIsProbing(true);
    const input = { requestId: review.request_id, reviewId: review.id, quantity: quantity.quantity };
    try {
      // docs/spec/marketplace-spec.md §7 — the availability probe before navigating; checkout then shows this same
      // quote.
      await queryClient.fetchQuery(getCheckoutQuoteQueryOptions(input));
      await navigate(paths.checkout.getHref(input.requestId, input.reviewId, input.quantity));
    } catch (cause) {
      setRefusal(isApiError(cause) ? cause.detail : MESSAGES.internalError);
      setIsProbing(false);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={paths.userRequests.getHref()}>Your requests</BackLink>
        <Title order={1}>Order now</Title>
        <Text c="dimmed">{review.title}</Text>
      </Stack>
      {review.is_expired ? (
        <Alert color="orange" title="This offer has expired" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{ORDER_MESSAGES.offerExpired}</Text>
            {toRequests}
          </Stack>
        </Alert>
      ) : null}
      <form onSubmit={(event) => void checkOut(event)} noValidate aria-label="Order now">
        <Stack gap="md">
          {isPhone ? (
            <OrderNowCard review={review} quantityField={quantityField} subtotalText={subtotalText} />
          ) : (
            <OrderNowTableRow review={review} quantityField={quantityField} subtotalText={subtotalText} />
          )}
          {refusal === null ? null : (
            <Alert color="red" role="alert" title="This offer cannot be checked out">
              {refusal}
            </Alert>
          )}
          {review.is_expired ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={isProbing} fullWidth={isPhone}>
                Check Out
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}

interface OrderLineProps {
  review: OrderReview;
  quantityField: ReactNode;
  subtotalText: string;
}

function CostText({ review }: { review: OrderReview }) {
  return (
    <>
      {formatMoney(review.cost, review.currency)}{' '}
      <Text span c="dimmed" fz="sm">
        {formatCostUnit(review.cost_unit)}
      </Text>
    </>
  );
}

/** docs/spec/marketplace-spec.md §2 'Order now' — the table: Part title, Lead Time, Cost, Quantity, Subtotal. */
function OrderNowTableRow({ review, quantityField, subtotalText }: OrderLineProps) {
  return (
    <Table verticalSpacing="sm" aria-label="Your order">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Part title</Table.Th>
          <Table.Th scope="col">Lead Time</Table.Th>
          <Table.Th scope="col">Cost</Table.Th>
          <Table.Th scope="col">Quantity</Table.Th>
          <Table.Th scope="col">Subtotal</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td>{review.part_title}</Table.Td>
          <Table.Td>{leadTimeText(review.lead_time, review.unit)}</Table.Td>
          <Table.Td>
            <CostText review={review} />
          </Table.Td>
          <Table.Td>{quantityField}</Table.Td>
          <Table.Td aria-label="Subtotal" aria-live="polite">
            {subtotalText}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** The same five on a phone, one under the other, so Quantity and Subtotal stay on screen. */
function OrderNowCard({ review, quantityField, subtotalText }: OrderLineProps) {
  const facts: [string, ReactNode][] = [
    ['Part title', review.part_title],
    ['Lead Time', leadTimeText(review.lead_time, review.unit)],
    ['Cost', <CostText key="cost" review={review} />],
  ];
  return (
    <Card withBorder padding="md" component="section" aria-label="Your order">
      <Stack gap="sm">
        <SimpleGrid component="dl" cols={1} spacing={6} m={0}>
          {facts.map(([label, value]) => (
            <Group key={label} justify="space-between" gap="xs" wrap="nowrap" align="baseline">
              <Text component="dt" c="dimmed" size="sm">
                {label}
              </Text>
              <Text component="dd" m={0} ta="right" style={{ overflowWrap: 'anywhere' }}>
                {value}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
        {quantityField}
        <Group component="dl" justify="space-between" align="baseline" m={0}>
          <Text component="dt" fw={600}>
            Subtotal
          </Text>
          <Text component="dd" m={0} fw={700} fz="lg" aria-live="polite">
            {subtotalText}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
