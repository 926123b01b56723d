import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES, REQUEST_MESSAGES } from '@specsource/contracts';
import { useState } from 'react';
import { useMoveRequest } from '../../../api/requests.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** 'Withdraw request', after a confirmation: suppliers stop seeing it, and it cannot be undone. */
export function WithdrawRequestButton({ orderId, isDraft }: { orderId: string; isDraft: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const withdraw = useMoveRequest(orderId, 'withdraw');
  const close = () => {
    setIsOpen(false);
    withdraw.reset();
  };

  return (
    <>
      <Button variant="outline" color="red" onClick={() => setIsOpen(true)}>
        Withdraw
      </Button>
      <Modal opened={isOpen} onClose={close} title="Withdraw this request?" centered>
        <Stack gap="md">
          <Text>
            {isDraft
              ? 'Your search and its results will be kept here, marked withdrawn; you can no longer ask for quotes with it.'
              : 'The suppliers of this part will no longer see it, and its offers can no longer be ordered.'}{' '}
            This cannot be undone.
          </Text>
          {withdraw.isError ? (
            <Alert color="red" role="alert">
              {isApiError(withdraw.error) ? withdraw.error.detail : MESSAGES.internalError}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button
              color="red"
              loading={withdraw.isPending}
              onClick={() =>
                withdraw.mutate(undefined, {
                  onSuccess: () => {
                    setIsOpen(false);
                    notifications.show({ color: 'green', message: REQUEST_MESSAGES.withdrawn });
                  },
                })
              }
            >
              Withdraw request
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
