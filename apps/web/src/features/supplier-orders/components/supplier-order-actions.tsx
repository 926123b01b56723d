import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  MESSAGES,
  ORDER_MESSAGES,
  type OrderDetail,
  type OrderStatus,
  type SupplierOrderStatusBody,
} from '@specsource/contracts';
import { useState } from 'react';
import { useSetOrderStatus } from '../../../api/orders.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { ShipOrderForm } from './ship-order-form.tsx';

// What the supplier may do next from each status; the server's transition table has the last word (409).
const NEXT_STEPS: Record<
  OrderStatus,
  { moves: ('in_fulfilment' | 'shipped' | 'delivered')[]; note: string }
> = {
  pending_payment: {
    moves: [],
    note: 'The customer has not paid yet. You can start once the payment is verified.',
  },
  paid: {
    moves: ['in_fulfilment', 'shipped'],
    note: 'Paid. Start preparing the order, or ship it from stock.',
  },
  in_fulfilment: { moves: ['shipped'], note: 'Enter the tracking details when the order ships.' },
  shipped: { moves: ['delivered'], note: 'Mark the order delivered once the customer has it.' },
  delivered: { moves: [], note: 'Delivered. Nothing more to do.' },
  cancelled: { moves: [], note: 'This order was cancelled before payment. Do not ship it.' },
  refunded: { moves: [], note: 'This order was cancelled and its payment refunded. Do not ship it.' },
};

const MOVE_LABELS = {
  in_fulfilment: 'Mark in fulfilment',
  shipped: 'Mark shipped',
  delivered: 'Mark delivered',
} as const;

/**
 * The supplier's next move on the order; 'Mark shipped' asks for the tracking first, and 'Mark delivered' for a
 * confirmation (it tells the customer and cannot be taken back).
 */
export function SupplierOrderActions({ order }: { order: OrderDetail }) {
  const move = useSetOrderStatus();
  const [isShipping, setIsShipping] = useState(false);
  const [isConfirmingDelivery, setIsConfirmingDelivery] = useState(false);
  const step = NEXT_STEPS[order.status];

  const send = (body: SupplierOrderStatusBody, setFieldErrors?: (errors: Record<string, string>) => void) => {
    move.mutate(
      { orderId: order.id, body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: ORDER_MESSAGES.statusChanged });
          setIsShipping(false);
          setIsConfirmingDelivery(false);
        },
        onError: (error) => {
          if (setFieldErrors && isApiError(error)) {
            const entries = Object.entries(error.fieldErrors).map(([field, messages]) => [
              field,
              messages.join(' '),
            ]);
            setFieldErrors(Object.fromEntries(entries));
          }
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="next-step-title">
      <Title order={2} fz="h3" id="next-step-title">
        Next step
      </Title>
      <Text c="dimmed">{step.note}</Text>
      {move.error ? (
        <Alert color="red" role="alert" title="The order was not updated">
          {isApiError(move.error) ? move.error.detail : MESSAGES.internalError}
        </Alert>
      ) : null}
      {isShipping ? (
        <ShipOrderForm
          isPending={move.isPending}
          onSubmit={(body, setFieldErrors) => send(body, setFieldErrors)}
          onCancel={() => setIsShipping(false)}
        />
      ) : step.moves.length > 0 ? (
        <Group gap="sm">
          {step.moves.map((to) => (
            <Button
              key={to}
              variant={to === step.moves[0] ? 'filled' : 'light'}
              loading={move.isPending && move.variables?.body.status === to}
              disabled={move.isPending}
              onClick={() => {
                if (to === 'shipped') {
                  setIsShipping(true);
                } else if (to === 'delivered') {
                  setIsConfirmingDelivery(true);
                } else {
                  send({ status: to });
                }
              }}
            >
              {MOVE_LABELS[to]}
            </Button>
          ))}
        </Group>
      ) : null}
      <Modal
        opened={isConfirmingDelivery}
        onClose={() => setIsConfirmingDelivery(false)}
        title={`Mark order ${order.id} delivered?`}
      >
        <Stack gap="md">
          <Text size="sm">
            Only once the customer has the goods: the customer is told by e-mail that the order arrived, and a
            delivered order cannot move again.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setIsConfirmingDelivery(false)}
              disabled={move.isPending}
            >
              Not yet
            </Button>
            <Button loading={move.isPending} onClick={() => send({ status: 'delivered' })}>
              Mark delivered
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
