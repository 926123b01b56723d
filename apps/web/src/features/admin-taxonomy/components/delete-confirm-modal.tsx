import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';

interface DeleteConfirmModalProps<Item> {
  /** What would be deleted; the modal shows nothing without it. */
  item: Item | null;
  opened: boolean;
  onClose: () => void;
  heading: string;
  message: ReactNode;
  confirmLabel: string;
  /** Answers the server's `{detail}`; a refusal (409 naming the parts) stays in the modal. */
  confirm: (item: Item) => Promise<{ detail: string }>;
  onDeleted: (detail: string) => void;
}

/** Asks before deleting; when the server refuses, shows why and what to do, and keeps the modal open. */
export function DeleteConfirmModal<Item>({
  item,
  opened,
  onClose,
  heading,
  confirm,
  ...body
}: DeleteConfirmModalProps<Item>) {
  return (
    <Modal opened={opened} onClose={onClose} title={heading}>
      {/* The modal mounts its content per opening, so an earlier refusal is gone. */}
      {item === null ? null : (
        <DeleteConfirmBody {...body} confirm={() => confirm(item)} onCancel={onClose} />
      )}
    </Modal>
  );
}

interface DeleteConfirmBodyProps {
  message: ReactNode;
  confirmLabel: string;
  confirm: () => Promise<{ detail: string }>;
  onDeleted: (detail: string) => void;
  onCancel: () => void;
}

function DeleteConfirmBody({ message, confirmLabel, confirm, onDeleted, onCancel }: DeleteConfirmBodyProps) {
  const [isDeleting, setIsDeleting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleConfirm = async () => {
    setIsDeleting(true);
    setRefusal(null);
    try {
      const { detail } = await confirm();
      onDeleted(detail);
    } catch (error) {
      setRefusal(isApiError(error) ? error.detail : MESSAGES.internalError);
      setIsDeleting(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{message}</Text>
      {refusal ? (
        <Alert color="red" role="alert" title="Not deleted">
          {refusal}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red" loading={isDeleting} onClick={() => void handleConfirm()}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
