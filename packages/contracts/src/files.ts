import { z } from 'zod';
import { ATTACHMENT_MESSAGES } from './attachments.ts';
import { defineEndpoint } from './common/endpoint.ts';
import { positiveIdOf } from './common/ids.ts';

// Authorised downloads of request and offer attachments. An `Attachment`'s `url` is one of
// these paths; the answer is the file itself with `Content-Disposition: attachment`.

export const REQUEST_ATTACHMENT_PATH = '/api/files/request-attachments/:id';
export const REVIEW_ATTACHMENT_PATH = '/api/files/review-attachments/:id';

export const AttachmentIdParamsSchema = z.object({
  id: positiveIdOf(ATTACHMENT_MESSAGES.notFound),
});

// The bytes are streamed; no JSON body to describe.
const FileBodySchema = z.unknown().describe("The file's bytes, with its stored content type");

export const downloadRequestAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: REQUEST_ATTACHMENT_PATH,
  summary: "A file sent with a request (its customer, admins, and the part's assigned suppliers)",
  tags: ['files'],
  params: AttachmentIdParamsSchema,
  response: FileBodySchema,
});

export const downloadReviewAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: REVIEW_ATTACHMENT_PATH,
  summary: 'A file sent with an offer (its supplier, admins, and the customer once it is selected)',
  tags: ['files'],
  params: AttachmentIdParamsSchema,
  response: FileBodySchema,
});
