import { FileInput, Stack, Text, Textarea } from '@mantine/core';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_KINDS_TEXT,
  ATTACHMENT_MAX_BYTES,
  REQUEST_COMMENT_MAX_LENGTH,
} from '@specsource/contracts';
import type { FieldErrors } from '../lib/wizard-data.ts';

interface CommentStepProps {
  comment: string;
  file: File | null;
  /** Editing a recorded request: its files stay as they are, none is added here. */
  canAttach: boolean;
  errors: FieldErrors;
  onCommentChange: (comment: string) => void;
  onFileChange: (file: File | null) => void;
}

/** A free-text comment and one optional attachment (docs/spec/pump-selection-spec.md §2 'Comment step'). */
export function CommentStep({
  comment,
  file,
  canAttach,
  errors,
  onCommentChange,
  onFileChange,
}: CommentStepProps) {
  return (
    <Stack gap="md">
      <Textarea
        label="Comment"
        description="Anything the suppliers should know: application, site conditions, standards."
        // Not autosize: it needs document.fonts, which jsdom lacks; a fixed height resizes by hand.
        rows={5}
        resize="vertical"
        maxLength={REQUEST_COMMENT_MAX_LENGTH}
        value={comment}
        error={errors.comment}
        onChange={(event) => onCommentChange(event.currentTarget.value)}
      />
      {canAttach ? (
        <Stack gap={4}>
          <FileInput
            label="Attachment (optional)"
            description={`One ${ATTACHMENT_KINDS_TEXT} file, up to ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB.`}
            placeholder="Choose a file"
            accept={ATTACHMENT_EXTENSIONS.join(',')}
            clearable
            value={file}
            error={errors.file_comment}
            onChange={onFileChange}
          />
          <Text size="xs" c="dimmed">
            The file is not kept if you reload the page; choose it again then.
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Files already sent with this request stay attached.
        </Text>
      )}
    </Stack>
  );
}
