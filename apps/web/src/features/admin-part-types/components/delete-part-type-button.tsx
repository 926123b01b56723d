import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { MESSAGES, type PartTypeListItem } from '@specsource/contracts';
import { useNavigate } from 'react-router';
import { useDeletePartType } from '../../../api/part-types.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';

/** Deletes after a confirmation; the server refuses while parts use the type and names them. */
export function DeletePartTypeButton({ partType }: { partType: PartTypeListItem }) {
  const [isOpen, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const deletePartType = useDeletePartType();
  const { error } = deletePartType;

  const confirm = () =>
    deletePartType.mutate(partType.id, {
      onSuccess: (detail) => {
        close();
        notifications.show({ color: 'green', message: detail });
        void navigate(paths.adminPartTypes.getHref());
      },
      onError: close,
    });

  return (
    <Stack gap="sm" align="flex-start">
      <Button color="red" variant="light" onClick={open} disabled={partType.part_count > 0}>
        Delete part type
      </Button>
      {partType.part_count > 0 ? (
        <Text size="sm" c="dimmed">
          {partType.part_count === 1 ? 'One part uses' : `${partType.part_count} parts use`} this type, so it
          cannot be deleted.
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" title="The part type was not deleted">
          {isApiError(error) ? error.detail : MESSAGES.internalError}
        </Alert>
      ) : null}
      <Modal opened={isOpen} onClose={close} title={`Delete the part type '${partType.name}'?`}>
        <Stack gap="md">
          <Text size="sm">The change is recorded in the audit log. It cannot be undone here.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button color="red" loading={deletePartType.isPending} onClick={confirm}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
