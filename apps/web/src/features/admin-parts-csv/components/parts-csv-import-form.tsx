import { Button, FileInput, Group, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PART_CSV_MAX_BYTES } from '@specsource/contracts';
import { formatFileSize } from '../../../lib/format.ts';
import type { ImportPartsCsvInput } from '../api/import-parts-csv.ts';
import { partsCsvFileProblem } from '../lib/parts-csv-file.ts';

interface PartsCsvImportFormProps {
  isSubmitting: boolean;
  /** Problems the server found with the upload itself, shown on the file field. */
  serverFileErrors: string[];
  onFileChange: () => void;
  onSubmit: (input: ImportPartsCsvInput) => void;
}

interface FormValues {
  file: File | null;
  dryRun: boolean;
}

/** The file, 'Check only (dry run)' on by default, and the submit. */
export function PartsCsvImportForm({
  isSubmitting,
  serverFileErrors,
  onFileChange,
  onSubmit,
}: PartsCsvImportFormProps) {
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { file: null, dryRun: true },
    validate: { file: partsCsvFileProblem },
  });
  const { file, dryRun } = form.values;
  const fileInput = form.getInputProps('file');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (values.file) {
          onSubmit({ file: values.file, dryRun: values.dryRun });
        }
      })}
    >
      <Stack gap="md" maw={560}>
        <FileInput
          {...fileInput}
          onChange={(next: File | null) => {
            form.setFieldValue('file', next);
            form.clearFieldError('file');
            onFileChange();
          }}
          error={fileInput.error ?? (serverFileErrors.length > 0 ? serverFileErrors.join(' ') : undefined)}
          label="Parts file"
          placeholder="Choose a .csv file"
          description={
            file
              ? `${file.name}, ${formatFileSize(file.size)}`
              : `CSV, up to ${formatFileSize(PART_CSV_MAX_BYTES)}`
          }
          accept=".csv,text/csv"
          clearable
          withAsterisk
        />
        <Switch
          {...form.getInputProps('dryRun', { type: 'checkbox' })}
          label="Check only (dry run)"
          description="Check the file and count what it would change, without writing anything."
        />
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {dryRun ? 'Check file' : 'Import file'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
