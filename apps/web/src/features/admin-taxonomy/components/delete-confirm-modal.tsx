import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@specsource/contracts';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import type { ModalTarget } from '../lib/use-modal-target.ts';

interface DeleteConfirmModalProps<Item extends { id: number; title: string }> {
  /** The row being deleted, and whether its modal is open (`useModalTarget`). */
  deleter: ModalTarget<Item | null>;
  /** Lower case, for the button and the toast: 'attribute', 'unit'. */
  noun: string;
  message: ReactNode;
  /** Answers the server's `{detail}`; a refusal (409 naming the parts) stays in the modal. */
  remove: (id: number) => Promise<{ detail: string }>;
}

/**
 * Asks before deleting a titled item; when the server refuses, shows why and what to do, and keeps the modal
 * open. A delete that went through closes the modal with a toast.
 */
export function DeleteConfirmModal<Item extends { id: number; title: string }>({
  deleter,
  noun,
  message,
  remove,
}: DeleteConfirmModalProps<Item>) {
  const item = deleter.target;
  return (
    <Modal opened={deleter.isOpen} onClose={deleter.close} title={`Delete '${item?.title ?? ''}'?`}>
      {/* The modal mounts its content per opening, so an earlier refusal is gone. */}
      {item === null ? null : (
        <DeleteConfirmBody
          message={message}
          confirmLabel={`Delete ${noun}`}
          confirm={() => remove(item.id)}
          onDeleted={(detail) => {
            notifications.show({ color: 'green', title: `${capitalized(noun)} deleted`, message: detail });
            deleter.close();
          }}
          onCancel={deleter.close}
        />
      )}
    </Modal>
  );
}

function capitalized(noun: string): string {
  return noun.charAt(0).toUpperCase() + noun.slice(1);
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
