import type { FileBytes } from '../file-bytes.ts';
import { startsWith } from './byte-prefix.ts';
import { zipEntryNames } from './zip-entry-names.ts';

const ZIP_LOCAL_HEADER = Buffer.from('PK\x03\x04', 'latin1');

/** A ZIP whose central directory names a workbook's parts; nothing is decompressed. */
export async function isXlsx(file: FileBytes): Promise<boolean> {
  if (!startsWith(file.head, ZIP_LOCAL_HEADER)) {
    return false;
  }
  const names = await zipEntryNames(file);
  return names?.includes('[Content_Types].xml') === true && names.some((name) => name.startsWith('xl/'));
}
