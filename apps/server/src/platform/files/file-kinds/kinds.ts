import type { ATTACHMENT_EXTENSIONS } from '@specsource/contracts';
import type { FileBytes } from '../file-bytes.ts';
import { startsWith, withoutBom } from './byte-prefix.ts';
import { isCsv } from './csv.ts';
import { isDxf } from './dxf.ts';
import { isXlsx } from './xlsx.ts';

export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

interface FileKind {
  name: string;
  extensions: readonly AttachmentExtension[];
  contentType: string;
  /** Whether the file's bytes are this kind's; most kinds need only the first bytes (`head`). */
  matches: (file: FileBytes) => boolean | Promise<boolean>;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Every kind of file an attachment may be, with what its bytes must look like. */
export const KINDS: readonly FileKind[] = [
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
