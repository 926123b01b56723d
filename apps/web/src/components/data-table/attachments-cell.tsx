import { Anchor, Stack, Text } from '@mantine/core';

export interface Attachment {
  name: string;
  /** Where to download it; null when the file is missing from storage. */
  url: string | null;
}

// docs/spec/marketplace-spec.md §2 — the text shown when a file is missing.
export const ATTACHMENTS_DELETED = 'Attachments were deleted';

/** A table cell listing attachments as links; a missing file shows 'Attachments were deleted'. */
export function AttachmentsCell({ attachments }: { attachments: Attachment[] }) {
  if (attachments.length === 0) {
    return (
      <Text span c="dimmed" fz="sm">
        None
      </Text>
    );
  }
  const available = attachments.filter((file): file is Attachment & { url: string } => file.url !== null);
  const isAnyMissing = available.length < attachments.length;

  return (
    <Stack gap={2}>
      {available.map((file) => (
        <Anchor key={file.url} href={file.url} fz="sm" target="_blank" rel="noopener noreferrer">
          {file.name}
        </Anchor>
      ))}
      {isAnyMissing ? (
        <Text span c="dimmed" fz="sm" fs="italic">
          {ATTACHMENTS_DELETED}
        </Text>
      ) : null}
    </Stack>
  );
}
