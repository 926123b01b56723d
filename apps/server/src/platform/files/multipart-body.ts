import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MESSAGES } from '@specsource/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import { checkFileKind } from './file-kinds.ts';
import { sanitizeFileName } from './sanitize-file-name.ts';
import { scanUploadedFile } from './scanning/scan-upload.ts';
import { type SpooledUpload, spoolUpload } from './spooled-upload.ts';
import { rememberSpooled, type UploadedFile } from './uploaded-files.ts';

/** How a route takes a multipart request as well as JSON. */
export interface MultipartOption {
  /** A text field holding the body as a JSON string (the wizard's `form_data`); its keys become the body's. */
  jsonField?: string;
  /** The field whose files are attachments; files in any other field are refused. */
  fileField: string;
  maxFiles: number;
}

/** Text fields beyond this many mean a broken or hostile client, not a form of ours. */
const MAX_FIELDS = 50;
/** One text field: the `form_data` JSON string carries a whole specification; the JSON body limit is 1 MiB. */
const MAX_FIELD_BYTES = 1024 * 1024;

/**
 * Limits for this read (merged over the plugin's own, so a route inside another upload scope gets them too);
 * one file more than allowed is let through so it can be reported as such.
 */
export function multipartLimits(option: MultipartOption) {
  return {
    fileSize: ATTACHMENT_MAX_BYTES,
    files: option.maxFiles + 1,
    fields: MAX_FIELDS,
    fieldSize: MAX_FIELD_BYTES,
    parts: option.maxFiles + 1 + MAX_FIELDS,
  };
}

function fieldError(field: string, message: string, code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' = 'VALIDATION') {
  return new AppError(code, message, { [field]: [message] });
}

const UNREADABLE_FORM_MESSAGE = 'The form could not be read. Send it again from the page.';
const INVALID_JSON_FIELD_MESSAGE = 'A form field marked as JSON is not valid JSON. Send the form again.';

/**
 * busboy's own errors (no boundary, a malformed part header, the form cut short) carry no status: they are
 * the client's broken form, a 400, not our 500. A part typed application/json that does not parse is a 400
 * too (@fastify/multipart says 406, and does not say which field). Other errors with a status pass through.
 */
export function unreadableFormError(error: unknown): unknown {
  if (errorCodeOf(error) === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new AppError('BAD_REQUEST', INVALID_JSON_FIELD_MESSAGE);
  }
  const hasStatus = typeof error === 'object' && error !== null && 'statusCode' in error;
  return error instanceof AppError || hasStatus || !(error instanceof Error)
    ? error
    : new AppError('BAD_REQUEST', UNREADABLE_FORM_MESSAGE);
}

function errorCodeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

function addField(body: Record<string, unknown>, name: string, value: unknown): void {
  const existing = body[name];
  if (existing === undefined) {
    body[name] = value;
  } else {
    body[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
}

async function readFile(
  request: FastifyRequest,
  part: MultipartFile,
  option: MultipartOption,
): Promise<UploadedFile | null> {
  let spooled: SpooledUpload;
  try {
    spooled = await spoolUpload(part.file, request.server.uploadSpoolDir);
  } catch (error) {
    if (errorCodeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw fieldError(option.fileField, ATTACHMENT_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
    }
    throw error;
  }
  // Removed when the response is sent, whatever happens to the upload (register-endpoint.ts).
  rememberSpooled(request, spooled.path);
  // A browser sends an empty, nameless part for a file input left empty: no file was chosen.
  if (part.filename === '' && spooled.sizeBytes === 0) {
    return null;
  }
  const originalName = sanitizeFileName(part.filename);
  const check = await checkFileKind(originalName, spooled.bytes);
  if (!check.ok) {
    throw fieldError(option.fileField, check.message);
  }
  // OWASP ASVS 5.0 §5.4.3: before the route's handler can store anything.
  await scanUploadedFile(request, option.fileField, { originalName, bytes: spooled.bytes });
  return {
    originalName,
    contentType: check.contentType,
    extension: check.extension,
    sizeBytes: spooled.sizeBytes,
    bytes: spooled.bytes,
    sha256: spooled.sha256,
  };
}

function parseJsonField(name: string, value: unknown): Record<string, unknown> {
  const message = `The field '${name}' must be a JSON object. Send the form again.`;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw fieldError(name, message);
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw fieldError(name, message);
  }
  return parsed as Record<string, unknown>;
}

/**
 * Reads a multipart request into the body its route's schema validates, and the checked files. Files are
 * read one at a time and refused at the first problem: too many, too large, not what their name says, or
 * malware (or no scanner answering) by the app's `fileScanner`.
 */
export async function readMultipartBody(
  request: FastifyRequest,
  option: MultipartOption,
): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  const fields: Record<string, unknown> = {};
  let fromJson: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts({ limits: multipartLimits(option) })) {
      if (part.type === 'file') {
        if (part.fieldname !== option.fileField) {
          // Named by the field it came in, unless that name is blank: a 400 always names a field.
          const field = part.fieldname.trim() === '' ? option.fileField : part.fieldname;
          throw fieldError(field, `Send files in the field '${option.fileField}'.`);
        }
        const file = await readFile(request, part, option);
        if (file) {
          if (files.length >= option.maxFiles) {
            throw fieldError(option.fileField, ATTACHMENT_MESSAGES.tooMany);
          }
          files.push(file);
        }
      } else {
        const { value, valueTruncated } = part as MultipartValue;
        if (valueTruncated) {
          throw fieldError(part.fieldname, 'This field is too long.', 'PAYLOAD_TOO_LARGE');
        }
        if (part.fieldname === option.jsonField) {
          fromJson = parseJsonField(part.fieldname, value);
        } else {
          addField(fields, part.fieldname, value);
        }
      }
    }
  } catch (error) {
    switch (errorCodeOf(error)) {
      case 'FST_FILES_LIMIT':
        throw fieldError(option.fileField, ATTACHMENT_MESSAGES.tooMany);
      case 'FST_REQ_FILE_TOO_LARGE':
        throw fieldError(option.fileField, ATTACHMENT_MESSAGES.tooLarge, 'PAYLOAD_TOO_LARGE');
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw new AppError('PAYLOAD_TOO_LARGE', 'The form has too many fields. Send it again from the page.');
      default:
        throw unreadableFormError(error);
    }
  }
  return { body: { ...fromJson, ...fields }, files };
}
