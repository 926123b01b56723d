import path from 'node:path';
import { ATTACHMENT_EXTENSIONS, ATTACHMENT_MESSAGES } from '@specsource/contracts';
import { asFileBytes, type FileBytes } from './file-bytes.ts';
import { type AttachmentExtension, KINDS } from './file-kinds/kinds.ts';

// A file is accepted only when its extension is on the allow-list AND its first bytes are
// what that extension promises. The stored content type is the kind's canonical one, never the client's.
// The kinds and their byte checks are in file-kinds/.

export type FileCheck =
  | { ok: true; kind: string; extension: AttachmentExtension; contentType: string }
  | { ok: false; message: string };

function isAllowedExtension(extension: string): extension is AttachmentExtension {
  return (ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension);
}

/** Checks a (sanitised) name and the file's bytes together; the messages are ATTACHMENT_MESSAGES'. */
export async function checkFileKind(fileName: string, input: Buffer | FileBytes): Promise<FileCheck> {
  if (fileName === '') {
    return { ok: false, message: ATTACHMENT_MESSAGES.nameInvalid };
  }
  const extension = path.extname(fileName).toLowerCase();
  if (!isAllowedExtension(extension)) {
    return { ok: false, message: ATTACHMENT_MESSAGES.typeNotAllowed };
  }
  const file = asFileBytes(input);
  if (file.sizeBytes === 0) {
    return { ok: false, message: ATTACHMENT_MESSAGES.empty };
  }
  const kind = KINDS.find((candidate) => candidate.extensions.includes(extension));
  if (!kind || !(await kind.matches(file))) {
    return { ok: false, message: ATTACHMENT_MESSAGES.contentMismatch };
  }
  return { ok: true, kind: kind.name, extension, contentType: kind.contentType };
}
