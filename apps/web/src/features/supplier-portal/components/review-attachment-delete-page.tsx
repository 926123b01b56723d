import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ATTACHMENT_MESSAGES, MESSAGES } from '@specsource/contracts';
import { useNavigate } from 'react-router';
import { useDeleteReviewAttachment } from '../../../api/reviews.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';

interface ReviewAttachmentDeletePageProps {
  attachmentId: number;
  /** The request the file's offer belongs to, from the link: where Cancel goes back to. */
  requestId: number | null;
}

/**
 * docs/spec/marketplace-spec.md §2 'Other routes' — /request/review_attachment/{id}/delete, guarded by the confirmation
 * 'Are you sure you want to do this?'. After deleting, back to the request with a toast.
 */
export function ReviewAttachmentDeletePage({ attachmentId, requestId }: ReviewAttachmentDeletePageProps) {
  const navigate = useNavigate();
  const deleteAttachment = useDeleteReviewAttachment();
  const backHref =
    requestId === null ? paths.supplierRequests.getHref() : paths.supplierRequest.getHref(requestId);

  const confirm = () => {
    deleteAttachment.mutate(attachmentId, {
      onSuccess: (result) => {
        notifications.show({ color: 'green', message: result.detail });
        void navigate(paths.supplierRequest.getHref(result.request_id), { replace: true });
      },
    });
  };

  return (
    <Center py="xl">
      <Paper
        withBorder
        p="lg"
        maw={480}
        w="100%"
        role="alertdialog"
        aria-labelledby="delete-attachment-title"
      >
        <Stack gap="md">
          <Title order={1} fz="h3" id="delete-attachment-title">
            Delete attachment
          </Title>
          <Text>{ATTACHMENT_MESSAGES.deleteConfirm}</Text>
          <Text size="sm" c="dimmed">
            The file is removed from your offer for good. The offer itself stays as it is.
          </Text>
          {deleteAttachment.isError ? (
            <Alert color="red" role="alert" title="The file was not deleted">
              {isApiError(deleteAttachment.error) ? deleteAttachment.error.detail : MESSAGES.internalError}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void navigate(backHref)}>
              Cancel
            </Button>
            <Button color="red" onClick={confirm} loading={deleteAttachment.isPending} data-autofocus>
              Delete
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
