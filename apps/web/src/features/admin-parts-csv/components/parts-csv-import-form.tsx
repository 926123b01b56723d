import { PART_CSV_MAX_BYTES } from '@specsource/contracts';
import type { ImportPartsCsvInput } from '../../../api/part-admin.ts';
import { ImportFileForm } from '../../../components/import-file-form.tsx';
import type { ImportFormProps } from '../../../components/import-section.tsx';
import { formatFileSize } from '../../../lib/format.ts';
import { partsCsvFileProblem } from '../lib/parts-csv-file.ts';

const PARTS_FILE = {
  label: 'Parts file',
  placeholder: 'Choose a .csv file',
  hint: `CSV, up to ${formatFileSize(PART_CSV_MAX_BYTES)}`,
  accept: '.csv,text/csv',
  problem: partsCsvFileProblem,
};

/** The file, 'Check only (dry run)' on by default, and the submit. */
export function PartsCsvImportForm(props: ImportFormProps<ImportPartsCsvInput>) {
  return (
    <ImportFileForm {...props} file={PARTS_FILE} dryRunLabel="Check only (dry run)" checkLabel="Check file" />
  );
}
