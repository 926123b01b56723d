import path from 'node:path';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MESSAGES,
  ATTACHMENT_NAME_MAX_LENGTH,
} from '@specsource/contracts';
import { asFileBytes, type FileBytes } from './file-bytes.ts';

// A file is accepted only when its extension is on the allow-list AND its first bytes are
// what that extension promises. The stored content type is the kind's canonical one, never the client's.

export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

interface FileKind {
  name: string;
  extensions: readonly AttachmentExtension[];
  contentType: string;
  /** Whether the file's bytes are this kind's; most kinds need only the first bytes (`head`). */
  matches: (file: FileBytes) => boolean | Promise<boolean>;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP_LOCAL_HEADER = Buffer.from('PK\x03\x04', 'latin1');
const BINARY_DXF_SENTINEL = Buffer.from('AutoCAD Binary DXF\r\n\x1a\x00', 'latin1');
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

function startsWith(bytes: Buffer, prefix: Buffer | string): boolean {
  const expected = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return bytes.length >= expected.length && bytes.subarray(0, expected.length).equals(expected);
}

function withoutBom(bytes: Buffer): Buffer {
  return startsWith(bytes, UTF8_BOM) ? bytes.subarray(UTF8_BOM.length) : bytes;
}

/**
 * The entry names in a ZIP's central directory: found through the end-of-central-directory record, which
 * sits in the last 22 bytes plus at most a 64 KiB comment, and read from where that record says the directory
 * is (so a large spooled file is read only there). Null when the structure does not hold together.
 */
export async function zipEntryNames(input: Buffer | FileBytes): Promise<string[] | null> {
  const EOCD = 0x06054b50;
  const CENTRAL = 0x02014b50;
  const file = asFileBytes(input);
  if (file.sizeBytes < 22) {
    return null;
  }
  const tailStart = Math.max(0, file.sizeBytes - 22 - 0xffff);
  const tail = await file.read(tailStart, file.sizeBytes);
  let eocd = -1;
  for (let at = tail.length - 22; at >= 0; at -= 1) {
    if (tail.readUInt32LE(at) === EOCD) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) {
    return null;
  }
  const count = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryStart = tail.readUInt32LE(eocd + 16);
  if (directoryStart + directorySize > tailStart + eocd) {
    return null;
  }
  const directory = await file.read(directoryStart, directoryStart + directorySize);
  let at = 0;
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL) {
      return null;
    }
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) {
      return null;
    }
    names.push(directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

async function isXlsx(file: FileBytes): Promise<boolean> {
  if (!startsWith(file.head, ZIP_LOCAL_HEADER)) {
    return false;
  }
  const names = await zipEntryNames(file);
  return names?.includes('[Content_Types].xml') === true && names.some((name) => name.startsWith('xl/'));
}

/**
 * ASCII DXF is pairs of lines, a group code then a value; a file opens with `0` / `SECTION`, possibly after
 * `999` comment pairs. Binary DXF has its own sentinel.
 */
function isDxf(bytes: Buffer): boolean {
  if (startsWith(bytes, BINARY_DXF_SENTINEL)) {
    return true;
  }
  const head = withoutBom(bytes).subarray(0, 4096).toString('latin1');
  const lines = head.split(/\r?\n/).map((line) => line.trim());
  let at = 0;
  while (at < lines.length && lines[at] === '') {
    at += 1;
  }
  while (lines[at] === '999' && at + 2 < lines.length) {
    at += 2;
  }
  return lines[at] === '0' && lines[at + 1] === 'SECTION';
}

const HTML_LOOKING = /<\s*(!doctype|html|head|body|script|iframe|object|embed|svg|meta|link|style)\b/i;
// A tag split across two chunks is still seen: each chunk is searched together with the end of the one before.
const HTML_OVERLAP_CHARACTERS = 64;

/**
 * Text that is valid UTF-8, has no NUL byte and does not look like a page or script a browser would run, read
 * chunk by chunk so a 10 MiB file is never whole in memory.
 */
async function isCsv(file: FileBytes): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let carried = '';
  let isStart = true;
  try {
    for await (const chunk of file.stream()) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) {
        return false;
      }
      const text = decoder.decode(bytes, { stream: true });
      if (isStart && text.trimStart() !== '') {
        if (text.trimStart().startsWith('<')) {
          return false;
        }
        isStart = false;
      }
      if (HTML_LOOKING.test(carried + text)) {
        return false;
      }
      carried = text.slice(-HTML_OVERLAP_CHARACTERS);
    }
    decoder.decode();
  } catch {
    return false;
  }
  return true;
}

const KINDS: readonly FileKind[] = [
  {
    name: 'PDF',
    extensions: ['.pdf'],
    contentType: 'application/pdf',
    matches: (f) => startsWith(f.head, '%PDF-'),
  },
  {
    name: 'PNG',
    extensions: ['.png'],
    contentType: 'image/png',
    matches: (f) => startsWith(f.head, PNG_SIGNATURE),
  },
  {
    name: 'JPEG',
    extensions: ['.jpg', '.jpeg'],
    contentType: 'image/jpeg',
    matches: (f) => startsWith(f.head, Buffer.from([0xff, 0xd8, 0xff])),
  },
  {
    name: 'XLSX',
    extensions: ['.xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    matches: isXlsx,
  },
  // Every DWG release since R12 opens with its version string AC10xx.
  {
    name: 'DWG',
    extensions: ['.dwg'],
    contentType: 'image/vnd.dwg',
    matches: (f) => startsWith(f.head, 'AC10'),
  },
  { name: 'DXF', extensions: ['.dxf'], contentType: 'image/vnd.dxf', matches: (f) => isDxf(f.head) },
  {
    name: 'STEP',
    extensions: ['.step', '.stp'],
    contentType: 'model/step',
    // ISO 10303-21 §5: the exchange structure opens with this token (whitespace before it tolerated).
    matches: (f) =>
      withoutBom(f.head).subarray(0, 1024).toString('latin1').trimStart().startsWith('ISO-10303-21;'),
  },
  { name: 'CSV', extensions: ['.csv'], contentType: 'text/csv; charset=utf-8', matches: isCsv },
];

// Bidirectional overrides can make `evil‮fdp.exe` read as `evil.exe.pdf`; control characters break headers.
// biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point.
const UNSAFE_NAME_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A file name as the client sent it, made safe to keep and show: the base name only (so `../../etc/passwd`
 * becomes `passwd`), without control or direction-changing characters, at most 255 characters with the
 * extension kept. Empty when nothing usable is left.
 */
export function sanitizeFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(UNSAFE_NAME_CHARACTERS, '').trim();
  if (cleaned === '' || /^\.+$/.test(cleaned)) {
    return '';
  }
  const characters = Array.from(cleaned);
  if (characters.length <= ATTACHMENT_NAME_MAX_LENGTH) {
    return cleaned;
  }
  const extension = Array.from(path.extname(cleaned));
  const keep = extension.length < 16 ? extension : [];
  return characters.slice(0, ATTACHMENT_NAME_MAX_LENGTH - keep.length).join('') + keep.join('');
}

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
