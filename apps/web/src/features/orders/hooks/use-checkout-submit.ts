import { notifications } from '@mantine/notifications';
import {
  type CheckoutQuote,
  type CreateOrderBody,
  MESSAGES,
  ORDER_CREATED_REDIRECT_MS,
  ORDER_MESSAGES,
  type PaymentStart,
} from '@specsource/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { sendCreateOrder } from '../../../api/orders.ts';
import { queryScopes } from '../../../api/query-scopes.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import type { CardPayer } from '../lib/card-payer.ts';
import type { OrderFormCheck } from '../lib/order-form.ts';

export type CheckoutPhase = 'idle' | 'submitting' | 'done';

/** The order this checkout visit created: it waits for payment until the card is accepted. */
export interface PlacedOrder {
  id: number;
  payment: PaymentStart;
}

type ValidForm = Extract<OrderFormCheck, { kind: 'ok' }>;

function toastError(message: string) {
  notifications.show({ color: 'red', message });
}

/**
 * Checkout's submit (docs/spec/marketplace-spec.md §2 'Checkout', §4, §8): create the order once — one Idempotency-Key
 * per checkout visit, so a double click or a retry is the same order — then confirm its payment with the card. A
 * declined card keeps the order: the next try confirms the same payment, never a second order.
 */
export function useCheckoutSubmit({
  quote,
  payer,
  onFieldErrors,
}: {
  quote: CheckoutQuote;
  payer: RefObject<CardPayer | null>;
  /** A refused create with `field_errors`: the form shows them under its fields. */
  onFieldErrors: (fieldErrors: Record<string, string[]>) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const isRunning = useRef(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const create = async (form: ValidForm): Promise<PlacedOrder | null> => {
    const body: CreateOrderBody = {
      request: quote.request_id,
      review: quote.review_id,
      review_version: quote.review_version,
      quantity: quote.quantity,
      billing_address: form.billing,
      shipping_address: form.shipping,
      // docs/spec/marketplace-spec.md §9 'Default payment method at checkout: stripe' (a card, whichever provider
      // runs).
      payment_method: 'stripe',
      po_number: form.po_number ?? undefined,
      reference: form.reference ?? undefined,
    };
    try {
      const created = await sendCreateOrder(body, { idempotencyKey });
      // The request now reads 'ordered' and the order is listed: the customer's lists are stale.
      void queryClient.invalidateQueries({ queryKey: queryScopes.customer });
      return { id: created.id, payment: created.payment };
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fieldErrors).length > 0) {
        onFieldErrors(error.fieldErrors);
      }
      // docs/spec/marketplace-spec.md §8 — the response detail if present, and always 'Provide all information
      // properly'.
      if (isApiError(error) && error.detail !== '' && error.detail !== ORDER_MESSAGES.provideAll) {
        toastError(error.detail);
      }
      toastError(ORDER_MESSAGES.provideAll);
      return null;
    }
  };

  const submit = async (form: ValidForm) => {
    // A second click while the first is on its way sends nothing more.
    if (isRunning.current) {
      return;
    }
    isRunning.current = true;
    setPhase('submitting');
    let isDone = false;
    try {
      const placed = order ?? (await create(form));
      if (placed === null) {
        return;
      }
      setOrder(placed);
      const isPaid = (await payer.current?.confirm(placed.payment)) ?? false;
      if (!isPaid) {
        return;
      }
      isDone = true;
      setPhase('done');
      void queryClient.invalidateQueries({ queryKey: queryScopes.customer });
      notifications.show({ color: 'green', message: ORDER_MESSAGES.submitted });
      // docs/spec/marketplace-spec.md §2, §9 — to /user/orders/ after 3 s.
      redirect.current = setTimeout(() => {
        void navigate(paths.userOrders.getHref());
      }, ORDER_CREATED_REDIRECT_MS);
    } catch {
      toastError(MESSAGES.internalError);
    } finally {
      isRunning.current = false;
      if (!isDone) {
        setPhase('idle');
      }
    }
  };

  return { submit, order, phase };
}
