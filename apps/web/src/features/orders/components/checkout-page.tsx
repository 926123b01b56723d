import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  type CheckoutQuote,
  CheckoutQuoteQuerySchema,
  MESSAGES,
  ORDER_MESSAGES,
} from '@specsource/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCheckoutQuote } from '../../../api/orders.ts';
import { usePaymentConfig } from '../../../api/payments.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { useCheckoutSubmit } from '../hooks/use-checkout-submit.ts';
import { useOrderForm } from '../hooks/use-order-form.ts';
import type { CardPayer } from '../lib/card-payer.ts';
import {
  checkOrderForm,
  errorsOfCheck,
  type OrderProfile,
  orderFormFromProfile,
  placeServerErrors,
} from '../lib/order-form.ts';
import { CardPaymentField } from './card-payment-field.tsx';
import { OrderFormLayout } from './order-form-layout.tsx';

const toRequests = (
  <Button component={Link} to={paths.userRequests.getHref()}>
    Go to your requests
  </Button>
);

const toOrders = (
  <Button component={Link} to={paths.userOrders.getHref()}>
    Go to your orders
  </Button>
);

/**
 * docs/spec/marketplace-spec.md §2 'Checkout' at `/request-checkout/?request_id=&review_id=&quantity=`; the billing
 * contact starts from `profile`, the signed-in customer.
 */
export function CheckoutPage({ profile = null }: { profile?: OrderProfile | null }) {
  const [searchParams] = useSearchParams();
  const query = CheckoutQuoteQuerySchema.safeParse({
    request_id: searchParams.get('request_id') ?? undefined,
    review_id: searchParams.get('review_id') ?? undefined,
    quantity: searchParams.get('quantity') || undefined,
  });
  if (!query.success) {
    return (
      <PageMessage
        title="This checkout link is incomplete"
        message="Open the offer you chose from your requests and press Order now, then Check Out."
        action={toRequests}
      />
    );
  }
  const { request_id: requestId, review_id: reviewId, quantity } = query.data;
  return (
    <CheckoutQuoteLoader
      key={`${requestId}-${reviewId}-${quantity}`}
      requestId={requestId}
      reviewId={reviewId}
      quantity={quantity}
      profile={profile}
    />
  );
}

function CheckoutQuoteLoader({
  profile,
  ...props
}: {
  requestId: number;
  reviewId: number;
  quantity: number | undefined;
  profile: OrderProfile | null;
}) {
  const { data, error, isPending, refetch } = useCheckoutQuote(props);
  if (isPending) {
    return <PageLoading label="Loading your order…" />;
  }
  if (error) {
    const isRefused = isApiError(error) && error.status >= 400 && error.status < 500;
    return (
      <PageMessage
        title={isRefused ? 'This offer cannot be ordered' : 'Checkout could not be loaded'}
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={
          !isRefused ? (
            <RetryButton onRetry={() => void refetch()} />
          ) : error.fieldErrors.request === undefined ? (
            toRequests
          ) : (
            // The request has its order already: it is paid for or changed from there.
            toOrders
          )
        }
      />
    );
  }
  return <CheckoutForm quote={data} profile={profile} />;
}

function CheckoutForm({ quote, profile }: { quote: CheckoutQuote; profile: OrderProfile | null }) {
  const payer = useRef<CardPayer>(null);
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(false);
  const [hasExistingOrder, setHasExistingOrder] = useState(false);
  const { form, isSameAsBilling, setSameAsBilling, showErrors } = useOrderForm(orderFormFromProfile(profile));
  const paymentConfig = usePaymentConfig();
  const { submit, order, phase } = useCheckoutSubmit({
    quote,
    payer,
    onFieldErrors: (fieldErrors) => {
      const placed = placeServerErrors(fieldErrors, { sameAsBilling: isSameAsBilling });
      form.setErrors(placed.errors);
      setHasExistingOrder(placed.concernsRequest);
    },
  });
  const isBusy = phase !== 'idle';
  const orderNowHref = paths.orderNow.getHref(quote.request_id, quote.review_id, quote.quantity);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) {
      return;
    }
    // docs/spec/marketplace-spec.md §5 'Order of checks on submit': field rules, billing state, shipping state, then
    // the card.
    const check = checkOrderForm({ ...form.getValues(), same_as_billing: isSameAsBilling });
    showErrors(errorsOfCheck(check));
    if (check.kind !== 'ok') {
      return;
    }
    if (!(payer.current?.validate() ?? false)) {
      return;
    }
    void submit(check);
  };

  const notices = (
    <>
      {hasExistingOrder && order === null ? (
        <Alert color="orange" title={ORDER_MESSAGES.orderExists}>
          Pay for it, or change its addresses, from{' '}
          <Anchor component={Link} to={paths.userOrders.getHref()}>
            your orders
          </Anchor>
          .
        </Alert>
      ) : null}
      {order === null ? null : (
        <Alert color="blue" title={`Order #${order.id} is placed and waits for payment`}>
          Check the card and try again, or pay later from{' '}
          <Anchor component={Link} to={paths.userOrder.getHref(order.id)}>
            the order's page
          </Anchor>
          . Its addresses can be changed there until it ships.
        </Alert>
      )}
    </>
  );

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={orderNowHref}>Back to the offer</BackLink>
        <Title order={1}>Checkout</Title>
        <Text c="dimmed">
          {quote.part_title} · {quote.offer_title} · request {quote.request_order_id}
        </Text>
      </Stack>
      <form onSubmit={handleSubmit} noValidate aria-label="Checkout">
        <OrderFormLayout
          form={form}
          isLocked={order !== null}
          isSameAsBilling={isSameAsBilling}
          onSameAsBillingChange={setSameAsBilling}
          notices={notices}
          totals={quote}
        >
          <Fieldset legend="Payment Method">
            {paymentConfig.isPending ? (
              <PageLoading label="Loading the card form…" />
            ) : paymentConfig.isError ? (
              <Alert color="red" role="alert" title="The card form could not be loaded">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">
                    {isApiError(paymentConfig.error) ? paymentConfig.error.detail : MESSAGES.internalError}
                  </Text>
                  <RetryButton onRetry={() => void paymentConfig.refetch()} />
                </Stack>
              </Alert>
            ) : (
              <CardPaymentField config={paymentConfig.data} ref={payer} disabled={isBusy} />
            )}
          </Fieldset>
          <Checkbox
            label={
              <>
                I accept the{' '}
                <Anchor href={paths.terms.getHref()} target="_blank" rel="noopener" inherit>
                  terms and conditions
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </Anchor>
              </>
            }
            checked={hasAcceptedTerms}
            onChange={(event) => setHasAcceptedTerms(event.currentTarget.checked)}
          />
          <Group justify="space-between">
            <Button component={Link} to={orderNowHref} variant="default">
              Back
            </Button>
            {/* docs/spec/marketplace-spec.md §4 — the terms reveal the button (the spec's Next, named for what it
                does); a spinner replaces it while submitting. */}
            {!hasAcceptedTerms ? null : isBusy ? (
              <Loader size="sm" role="status" aria-label="Submitting your order" />
            ) : (
              <Button type="submit" disabled={!paymentConfig.isSuccess}>
                Pay {formatMoney(quote.total, quote.currency)}
              </Button>
            )}
          </Group>
        </OrderFormLayout>
      </form>
    </Stack>
  );
}
