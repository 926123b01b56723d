import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { CreateOrderBodySchema, MESSAGES, ORDER_MESSAGES } from '@specsource/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatCostUnit } from '../../../lib/format.ts';
import { formatMoney, lineSubtotal } from '../../../lib/money.ts';
import { getCheckoutQuoteQueryOptions } from '../api/get-checkout-quote.ts';
import { type OrderReview, useReviewForOrder } from '../api/get-review-for-order.ts';
import { leadTimeText } from '../lib/lead-time.ts';

const toRequests = (
  <Button component={Link} to={paths.userRequests.getHref()}>
    Go to your requests
  </Button>
);

/** The quantity field's text as a quantity, or the contract's message (spec: marketplace §5 'Order now'). */
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

/** spec: marketplace §2 'Order now' at `/request/{request_id}/order_now/{review_id}?quantity=n`. */
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

  const quantity = readQuantity(quantityText);
  const subtotal = 'quantity' in quantity ? lineSubtotal(review.cost, quantity.quantity) : null;

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
      // spec: marketplace §7 — the availability probe before navigating; checkout then shows this same quote.
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
        <Anchor component={Link} to={paths.userRequests.getHref()} size="sm">
          ← Your requests
        </Anchor>
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
          <Table.ScrollContainer minWidth={560} type="native">
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
                    {formatMoney(review.cost, review.currency)}{' '}
                    <Text span c="dimmed" fz="sm">
                      {formatCostUnit(review.cost_unit)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label="Quantity"
                      inputMode="numeric"
                      w={120}
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
                  </Table.Td>
                  <Table.Td aria-label="Subtotal" aria-live="polite">
                    {subtotal === null ? '—' : formatMoney(subtotal, review.currency)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {refusal === null ? null : (
            <Alert color="red" role="alert" title="This offer cannot be checked out">
              {refusal}
            </Alert>
          )}
          {review.is_expired ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={isProbing}>
                Check Out
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
