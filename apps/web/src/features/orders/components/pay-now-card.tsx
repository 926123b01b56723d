import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, type OrderDetail, PAYMENT_MESSAGES } from '@specsource/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { orderKeys } from '../../../api/orders.ts';
import { fetchOrderPayment, usePaymentConfig } from '../../../api/payments.ts';
import { PageLoading, RetryButton } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import type { CardPayer } from '../lib/card-payer.ts';
import { CardPaymentField } from './card-payment-field.tsx';

/**
 * 'Pay now' for an order waiting for payment: the first try when checkout was left, or another card after a
 * decline. It confirms the order's one payment — the same one each time.
 */
export function PayNowCard({ order }: { order: OrderDetail }) {
  const queryClient = useQueryClient();
  const config = usePaymentConfig();
  const payer = useRef<CardPayer>(null);
  const [isPaying, setIsPaying] = useState(false);
  const isRunning = useRef(false);
  const titleId = useId();

  const pay = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isRunning.current || !(payer.current?.validate() ?? false)) {
      return;
    }
    isRunning.current = true;
    setIsPaying(true);
    try {
      // The order page carries its payment; when the provider was away at checkout, ask for it now.
      const payment = order.payment ?? (await fetchOrderPayment(order.id));
      if (await payer.current?.confirm(payment)) {
        notifications.show({ color: 'green', message: PAYMENT_MESSAGES.succeeded });
        await queryClient.invalidateQueries({ queryKey: orderKeys.customer() });
      }
    } catch (error) {
      notifications.show({
        color: 'red',
        message: isApiError(error) ? error.detail : MESSAGES.internalError,
      });
    } finally {
      isRunning.current = false;
      setIsPaying(false);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <form onSubmit={(event) => void pay(event)} noValidate aria-labelledby={titleId}>
        <Stack gap="sm">
          <Title order={2} fz="h4" id={titleId}>
            Pay now
          </Title>
          <Text size="sm">
            {order.payment_status === 'failed'
              ? 'The last card was declined. Try again with this or another card.'
              : 'This order waits for payment.'}{' '}
            Amount: <strong>{formatMoney(order.total, order.currency)}</strong>
          </Text>
          {config.isPending ? (
            <PageLoading label="Loading the card form…" />
          ) : config.isError ? (
            <Alert color="red" role="alert" title="The card form could not be loaded">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {isApiError(config.error) ? config.error.detail : MESSAGES.internalError}
                </Text>
                <RetryButton onRetry={() => void config.refetch()} />
              </Stack>
            </Alert>
          ) : (
            <>
              <CardPaymentField config={config.data} ref={payer} disabled={isPaying} />
              <Button type="submit" loading={isPaying} w={{ base: '100%', xs: 'auto' }}>
                Pay now
              </Button>
            </>
          )}
        </Stack>
      </form>
    </Card>
  );
}
