import {
  type Attachment,
  buildPath,
  REQUEST_ATTACHMENT_PATH,
  REVIEW_ATTACHMENT_PATH,
} from '@specsource/contracts';

// A stored attachment as the API shows it: its link, or none once the file is deleted.

/** The columns a view needs; request_attachments and review_attachments rows both have them. */
export interface AttachmentRow {
  id: number;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  deletedAt: Date | null;
  createdAt: Date;
}

function attachmentView(row: AttachmentRow, path: string): Attachment {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    name: row.originalName,
    size: row.sizeBytes,
    content_type: row.contentType,
    // docs/spec/marketplace-spec.md §2 'Generic paged data table' — a deleted file shows as 'Attachments were
    // deleted', with no link.
    url: deleted ? null : buildPath(path, { id: row.id }),
    deleted,
    created_at: row.createdAt.toISOString(),
  };
}

export function requestAttachmentView(row: AttachmentRow): Attachment {
  return attachmentView(row, REQUEST_ATTACHMENT_PATH);
}

export function reviewAttachmentView(row: AttachmentRow): Attachment {
  return attachmentView(row, REVIEW_ATTACHMENT_PATH);
}
