import { PART_CSV_MAX_BYTES } from '@specsource/contracts';
import { formatFileSize } from '../../../lib/format.ts';

/** Why `file` cannot be sent to the parts import, or null when it can. */
export function partsCsvFileProblem(file: File | null): string | null {
  if (file === null) {
    return 'Choose a .csv file of parts.';
  }
  if (!file.name.toLowerCase().endsWith('.csv')) {
    return 'The file must be a .csv file.';
  }
  if (file.size === 0) {
    return 'The file is empty.';
  }
  if (file.size > PART_CSV_MAX_BYTES) {
    return `The file is ${formatFileSize(file.size)}; the largest accepted is ${formatFileSize(PART_CSV_MAX_BYTES)}.`;
  }
  return null;
}
