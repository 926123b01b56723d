import type { FastifyRequest } from 'fastify';
import type { FileBytes } from './file-bytes.ts';
import type { AttachmentExtension } from './file-kinds/kinds.ts';

/** A file from a multipart request, already checked (size, kind) and with a safe name. */
export interface UploadedFile {
  /** The client's name made safe: base name only, no control characters, ≤ 255 characters. */
  originalName: string;
  /** The canonical type of the file's kind (from its bytes and extension), never the client's claim. */
  contentType: string;
  extension: AttachmentExtension;
  sizeBytes: number;
  /** The bytes, spooled to disk as they arrived (spooled-upload.ts); never the whole file in memory. */
  bytes: FileBytes;
  /** SHA-256 of the bytes, hex. */
  sha256: string;
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

const spooledByRequest = new WeakMap<FastifyRequest, string[]>();

/** Notes a spool file of this request's, to remove once its response is sent. */
export function rememberSpooled(request: FastifyRequest, path: string): void {
  const paths = spooledByRequest.get(request) ?? [];
  paths.push(path);
  spooledByRequest.set(request, paths);
}

/** The request's spool files, forgotten as they are handed over (for removal). */
export function takeSpooled(request: FastifyRequest): string[] {
  const paths = spooledByRequest.get(request) ?? [];
  spooledByRequest.delete(request);
  return paths;
}
