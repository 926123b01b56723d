import { z } from 'zod';

// Files sent with a request (the wizard's comment step) or with an offer. The server checks
// each file's first bytes and its extension together; these lists are what the web shows and accepts.

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files per request, and per offer. */
export const ATTACHMENT_MAX_COUNT = 5;
export const ATTACHMENT_NAME_MAX_LENGTH = 255;

/** The allowed kinds of file, by extension (lower case, with the dot), as the web's file picker offers them. */
export const ATTACHMENT_EXTENSIONS = [
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.dxf',
  '.dwg',
  '.step',
  '.stp',
  '.xlsx',
  '.csv',
] as const;

export const ATTACHMENT_KINDS_TEXT = 'PDF, PNG, JPEG, DXF, DWG, STEP, XLSX or CSV';

export const ATTACHMENT_MESSAGES = {
  tooLarge: `A file can be at most ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB. Send a smaller file or a link in the comment.`,
  tooMany: `At most ${ATTACHMENT_MAX_COUNT} files. Remove some and try again.`,
  typeNotAllowed: `This kind of file is not accepted. Send a ${ATTACHMENT_KINDS_TEXT} file.`,
  contentMismatch:
    "This file's content does not match its name's extension. Save it again in its real format and retry.",
  empty: 'This file is empty. Choose the file again.',
  nameInvalid: 'The file name is not usable. Rename the file and try again.',
  deleted: 'Attachments were deleted',
  notFound: 'File not found. It may have been deleted.',
  deleteConfirm: 'Are you sure you want to do this?',
  deletedOne: 'Attachment deleted',
} as const;

/**
 * A file as lists and details show it. `url` is the authorised download (answered with
 * `Content-Disposition: attachment`); null when the file was deleted, which lists show as 'Attachments were
 * deleted'.
 */
export const AttachmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  content_type: z.string(),
  url: z.string().nullable(),
  deleted: z.boolean(),
  created_at: z.string(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;
