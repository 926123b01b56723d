import { CATALOGUE_FILE_MAX_BYTES } from '@specsource/contracts';
import { catalogueFormatOf } from '../../../api/catalogue.ts';
import { formatFileSize } from '../../../lib/format.ts';

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
