import { Anchor, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { ATTACHMENT_MESSAGES, type Attachment } from '@specsource/contracts';
import { formatFileSize } from '../lib/format.ts';

/**
 * A request's or an offer's files as download links, each with its size. The server answers
 * each link with `Content-Disposition: attachment`, so the browser saves the file rather than showing it.
 * Deleted files have no link; docs/spec/marketplace-spec.md §2 'Generic paged data table' — they read 'Attachments were
 * deleted', once, beside the files still there. Same look as the data table's AttachmentsCell.
 */
export function AttachmentLinks({ attachments }: { attachments: readonly Attachment[] }) {
  if (attachments.length === 0) {
    return (
      <Text span c="dimmed" fz="sm">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>No attachments</VisuallyHidden>
      </Text>
    );
  }
  const available = attachments.filter(
    (file): file is Attachment & { url: string } => !file.deleted && file.url !== null,
  );
  const isAnyDeleted = available.length < attachments.length;

  return (
    <Stack gap={2}>
      {available.length > 0 ? (
        <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }} aria-label="Attachments">
          {available.map((file) => (
            <Group component="li" key={file.id} gap={6} wrap="nowrap">
              <Anchor href={file.url} download={file.name} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Anchor>
              <Text span c="dimmed" fz="xs" style={{ whiteSpace: 'nowrap' }}>
                {formatFileSize(file.size)}
              </Text>
            </Group>
          ))}
        </Stack>
      ) : null}
      {isAnyDeleted ? (
        <Text span c="dimmed" fz="sm" fs="italic">
          {ATTACHMENT_MESSAGES.deleted}
        </Text>
      ) : null}
    </Stack>
  );
}
