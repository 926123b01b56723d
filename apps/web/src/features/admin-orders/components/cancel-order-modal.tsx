import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  CANCEL_REASON_MAX_LENGTH,
  CancelOrderBodySchema,
  MESSAGES,
  ORDER_MESSAGES,
  type OrderDetail,
} from '@specsource/contracts';
import { useCancelOrder } from '../../../api/orders.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMoney } from '../../../lib/money.ts';
import { cancelOutcomeOf } from '../lib/cancel-outcome.ts';

interface CancelOrderModalProps {
  order: OrderDetail;
  opened: boolean;
  onClose: () => void;
}

/** Asks for a reason and says, before anything happens, whether the customer's payment will be refunded. */
export function CancelOrderModal({ order, opened, onClose }: CancelOrderModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Cancel order ${order.id}`}>
      {/* Mounted per opening, so each one starts with an empty reason and no old error. */}
      <CancelOrderForm order={order} onDone={onClose} />
    </Modal>
  );
}

function CancelOrderForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const cancel = useCancelOrder();
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(CancelOrderBodySchema, { sync: true }),
  });
  const willRefund = cancelOutcomeOf(order.status) === 'refunded';

  const handleSubmit = form.onSubmit(({ reason }) => {
    cancel.mutate(
      { orderId: order.id, reason },
      {
        onSuccess: (cancelled) => {
          const message =
            cancelled.status === 'refunded' ? ORDER_MESSAGES.refunded : ORDER_MESSAGES.cancelled;
          notifications.show({ color: 'green', message });
          onDone();
        },
        onError: (error) => {
          const reasonErrors = isApiError(error) ? error.fieldErrors.reason : undefined;
          if (reasonErrors) {
            form.setFieldError('reason', reasonErrors.join(' '));
          }
        },
      },
    );
  });
  const failure = cancel.error && !(isApiError(cancel.error) && cancel.error.fieldErrors.reason);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Cancel the order">
      <Stack gap="md">
        <Alert
          color={willRefund ? 'orange' : 'gray'}
          title={willRefund ? 'The payment will be refunded' : 'Nothing to refund'}
        >
          {willRefund
            ? `The customer paid ${formatMoney(order.total, order.currency)}. Cancelling refunds the full amount to their card.`
            : 'The customer has not paid, so the order is only cancelled.'}
        </Alert>
        <Text size="sm">The customer and the supplier are told by e-mail. This cannot be undone.</Text>
        <Textarea
          label="Reason"
          description={`Shown in the order's history. Up to ${CANCEL_REASON_MAX_LENGTH} characters.`}
          rows={3}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {failure ? (
          <Alert color="red" role="alert" title="The order was not cancelled">
            {isApiError(cancel.error) ? cancel.error.detail : MESSAGES.internalError}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Keep order
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            {willRefund ? 'Cancel and refund' : 'Cancel order'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
