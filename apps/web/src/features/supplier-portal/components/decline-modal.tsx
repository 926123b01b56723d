import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  DECLINE_REASON_MAX_LENGTH,
  DeclineBodySchema,
  MESSAGES,
  SUPPLIER_PORTAL_MESSAGES,
} from '@specsource/contracts';
import { useDeclineRequest } from '../../../api/reviews.ts';
import { isApiError } from '../../../lib/api-error.ts';

interface DeclineModalProps {
  requestId: number;
  orderId: string;
  opened: boolean;
  onClose: () => void;
}

/** Decline a request with a reason; once declined, no offer can follow (the server refuses it too). */
export function DeclineModal({ requestId, orderId, opened, onClose }: DeclineModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Decline request ${orderId}`}>
      {/* Mounted per opening, so each one starts with an empty reason. */}
      <DeclineForm requestId={requestId} onDone={onClose} />
    </Modal>
  );
}

function DeclineForm({ requestId, onDone }: { requestId: number; onDone: () => void }) {
  const decline = useDeclineRequest();
  const form = useForm({
    initialValues: { reason: '' },
    validate: schemaResolver(DeclineBodySchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(({ reason }) => {
    decline.mutate(
      { requestId, reason },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: SUPPLIER_PORTAL_MESSAGES.declined });
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
  const failure = decline.error && !(isApiError(decline.error) && decline.error.fieldErrors.reason);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Decline the request">
      <Stack gap="md">
        <Textarea
          label="Reason"
          description={`The admin sees it. Up to ${DECLINE_REASON_MAX_LENGTH} characters. You cannot make an offer after declining.`}
          required
          rows={4}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        {failure ? (
          <Alert color="red" role="alert" title="The request was not declined">
            {isApiError(decline.error) ? decline.error.detail : MESSAGES.internalError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={decline.isPending}>
            Decline
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
