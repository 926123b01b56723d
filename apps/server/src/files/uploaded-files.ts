import type { FastifyRequest } from 'fastify';
import type { AttachmentExtension } from './file-kinds.ts';

/** A file from a multipart request, already checked (size, kind) and with a safe name. */
export interface UploadedFile {
  /** The client's name made safe: base name only, no control characters, ≤ 255 characters. */
  originalName: string;
  /** The canonical type of the file's kind (from its bytes and extension), never the client's claim. */
  contentType: string;
  extension: AttachmentExtension;
  sizeBytes: number;
  bytes: Buffer;
}

const filesByRequest = new WeakMap<FastifyRequest, UploadedFile[]>();

/** The files the request carried in its route's `multipart.fileField`; `[]` for a JSON request. */
export function uploadedFiles(request: FastifyRequest): UploadedFile[] {
  return filesByRequest.get(request) ?? [];
}

/** For the multipart reader only. */
export function setUploadedFiles(request: FastifyRequest, files: UploadedFile[]): void {
  filesByRequest.set(request, files);
}
