import { Alert, Button, Fieldset, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ORDER_MESSAGES,
  ORDER_UPDATE_PAYMENT_METHODS,
  ORDER_UPDATED_REDIRECT_MS,
  type OrderDetail,
  PAYMENT_METHOD_LABELS,
  UpdateOrderBodySchema,
} from '@specsource/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useUpdateOrder } from '../../../api/orders.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { PageMessage } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useOrderForm } from '../hooks/use-order-form.ts';
import {
  checkOrderForm,
  errorsOfCheck,
  type FormErrors,
  type OrderFormValues,
  orderFormOf,
  placeServerErrors,
} from '../lib/order-form.ts';
import { BackToOrdersButton, LoadedCustomerOrder } from './loaded-customer-order.tsx';
import { OrderFormLayout } from './order-form-layout.tsx';

type UpdateFormValues = OrderFormValues & { payment_method: string | null };

/** docs/spec/marketplace-spec.md §2 'Order update screen' at `/user/orders/{id}/update/`. */
export function OrderUpdatePage({ orderId }: { orderId: number }) {
  return (
    <LoadedCustomerOrder orderId={orderId}>
      {(order) =>
        order.is_editable ? (
          <OrderUpdateForm order={order} />
        ) : (
          <PageMessage
            title="This order can no longer be changed"
            message={ORDER_MESSAGES.notEditable}
            action={<BackToOrdersButton />}
          />
        )
      }
    </LoadedCustomerOrder>
  );
}

/**
 * The form's checks in the spec's order, with the payment choice among the field rules (docs/spec/marketplace-spec.md
 * §5) while the order waits for payment; once paid, the card was charged and there is no choice to make.
 */
function checkUpdateForm(values: UpdateFormValues, { isPaid }: { isPaid: boolean }) {
  const check = checkOrderForm(values);
  if (isPaid) {
    return { check, paymentMethod: undefined };
  }
  const method = UpdateOrderBodySchema.shape.payment_method
    .unwrap()
    .safeParse(values.payment_method ?? undefined);
  if (method.success) {
    return { check, paymentMethod: method.data };
  }
  const message = method.error.issues[0]?.message ?? ORDER_MESSAGES.paymentMethodRequired;
  const errors: FormErrors = { ...(check.kind === 'fields' ? check.errors : {}), payment_method: message };
  return { check: { kind: 'fields', errors } as const, paymentMethod: null };
}

function OrderUpdateForm({ order }: { order: OrderDetail }) {
  const navigate = useNavigate();
  const update = useUpdateOrder();
  const [isDone, setIsDone] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);
  const { form, isSameAsBilling, setSameAsBilling, showErrors } = useOrderForm<UpdateFormValues>({
    ...orderFormOf(order),
    payment_method: (ORDER_UPDATE_PAYMENT_METHODS as readonly string[]).includes(order.payment_method)
      ? order.payment_method
      : null,
  });
  const isBusy = update.isPending || isDone;
  const isPaid = order.status !== 'pending_payment';

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) {
      return;
    }
    const { check, paymentMethod } = checkUpdateForm(
      { ...form.getValues(), same_as_billing: isSameAsBilling },
      { isPaid },
    );
    showErrors(errorsOfCheck(check));
    if (check.kind !== 'ok' || paymentMethod === null) {
      return;
    }
    update.mutate(
      {
        orderId: order.id,
        body: {
          request: order.request_id,
          billing_address: check.billing,
          shipping_address: check.shipping,
          payment_method: paymentMethod,
          po_number: check.po_number ?? undefined,
          reference: check.reference ?? undefined,
        },
      },
      {
        onSuccess: () => {
          setIsDone(true);
          notifications.show({ color: 'green', message: ORDER_MESSAGES.updated });
          // docs/spec/marketplace-spec.md §2, §9 — back to /user/orders/ after 2.7 s.
          redirect.current = setTimeout(() => {
            void navigate(paths.userOrders.getHref());
          }, ORDER_UPDATED_REDIRECT_MS);
        },
        onError: (error) => {
          const placed = isApiError(error)
            ? placeServerErrors(error.fieldErrors, { sameAsBilling: isSameAsBilling })
            : null;
          if (placed !== null) {
            form.setErrors(placed.errors);
          }
          // docs/spec/marketplace-spec.md §8 — 'Order for this request already exists' when the error concerns the
          // request.
          const message = placed?.concernsRequest ? ORDER_MESSAGES.orderExists : ORDER_MESSAGES.provideAll;
          notifications.show({ color: 'red', message });
          if (isApiError(error) && error.status === 409 && !placed?.concernsRequest) {
            // The order moved on meanwhile (shipped): say why, as the server does.
            notifications.show({ color: 'red', message: error.detail });
          }
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={paths.userOrder.getHref(order.id)}>Order #{order.id}</BackLink>
        <Title order={1}>Update order #{order.id}</Title>
        <Text c="dimmed">
          {order.part_title} · {order.offer_title} · request {order.request_order_id}
        </Text>
      </Stack>
      <form onSubmit={handleSubmit} noValidate aria-label="Update order">
        <OrderFormLayout
          form={form}
          isLocked={isBusy}
          isSameAsBilling={isSameAsBilling}
          onSameAsBillingChange={setSameAsBilling}
          totals={order}
        >
          <Fieldset legend="Payment Method" disabled={isBusy}>
            {isPaid ? (
              <Text size="sm">
                Paid by {PAYMENT_METHOD_LABELS[order.payment_method]?.toLowerCase() ?? 'card'}
                {order.paid_at === null ? '' : ` on ${formatDateTime(order.paid_at)}`}. The payment stays as
                it is; change the addresses and references here.
              </Text>
            ) : (
              <Radio.Group
                label="Payment method"
                required
                key={form.key('payment_method')}
                {...form.getInputProps('payment_method')}
              >
                <Group gap="lg" mt="xs">
                  {ORDER_UPDATE_PAYMENT_METHODS.map((method) => (
                    <Radio key={method} value={method} label={PAYMENT_METHOD_LABELS[method] ?? method} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          </Fieldset>
          {order.status === 'pending_payment' ? (
            <Alert color="blue">
              Saving changes here does not pay the order: pay it from the order's page.
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button component={Link} to={paths.userOrders.getHref()} variant="default">
              Back
            </Button>
            {isBusy ? (
              <Loader size="sm" role="status" aria-label="Saving your changes" />
            ) : (
              <Button type="submit">Update order</Button>
            )}
          </Group>
        </OrderFormLayout>
      </form>
    </Stack>
  );
}
