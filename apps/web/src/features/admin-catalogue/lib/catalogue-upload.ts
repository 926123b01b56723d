import { CATALOGUE_FILE_MAX_BYTES, type CatalogueFileFormat } from '@specsource/contracts';
import { formatFileSize } from '../../../lib/format.ts';

/** The format a file name implies (`.csv`, `.json`, any case), or null. */
export function catalogueFormatOf(fileName: string): CatalogueFileFormat | null {
  const extension = fileName.toLowerCase().match(/\.(csv|json)$/)?.[1];
  return extension === 'csv' || extension === 'json' ? extension : null;
}

/** Why `file` cannot be sent to the importer, or null when it can. */
export function catalogueFileProblem(file: File | null): string | null {
  if (file === null) {
    return 'Choose a catalogue file (.csv or .json).';
  }
  if (catalogueFormatOf(file.name) === null) {
    return 'The file must be a .csv or .json catalogue file.';
  }
  if (file.size === 0) {
    return 'The file is empty.';
  }
  if (file.size > CATALOGUE_FILE_MAX_BYTES) {
    return `The file is ${formatFileSize(file.size)}; the largest accepted is ${formatFileSize(CATALOGUE_FILE_MAX_BYTES)}.`;
  }
  return null;
}
