import { Alert, Button, Checkbox, FileInput, Group, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatFileSize } from '../../../lib/format.ts';
import type { ImportCatalogueInput } from '../api/import-catalogue.ts';
import { catalogueFileProblem } from '../lib/catalogue-upload.ts';

interface CatalogueImportFormProps {
  isSubmitting: boolean;
  /** Problems the server found with the upload itself (too large, unreadable), shown on the file field. */
  serverFileErrors: string[];
  onFileChange: () => void;
  onSubmit: (input: ImportCatalogueInput) => void;
}

interface FormValues {
  file: File | null;
  dryRun: boolean;
  replace: boolean;
}

/** The file, 'Validate only (dry run)' on by default, 'Replace the whole catalogue' off, and the submit. */
export function CatalogueImportForm({
  isSubmitting,
  serverFileErrors,
  onFileChange,
  onSubmit,
}: CatalogueImportFormProps) {
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: { file: null, dryRun: true, replace: false },
    validate: { file: catalogueFileProblem },
  });
  const { file, dryRun, replace } = form.values;
  const fileInput = form.getInputProps('file');

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (values.file) {
          onSubmit({ file: values.file, dryRun: values.dryRun, replace: values.replace });
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
          label="Catalogue file"
          placeholder="Choose a .csv or .json file"
          description={file ? `${file.name}, ${formatFileSize(file.size)}` : 'CSV or JSON, up to 64 MB'}
          accept=".csv,.json,text/csv,application/json"
          clearable
          withAsterisk
        />
        <Switch
          {...form.getInputProps('dryRun', { type: 'checkbox' })}
          label="Validate only (dry run)"
          description="Check the file and count what it would change, without writing anything."
        />
        <Checkbox
          {...form.getInputProps('replace', { type: 'checkbox' })}
          label="Replace the whole catalogue"
          description="Pumps that are not in the file are removed. Without this, pumps are added or updated by id."
        />
        {replace && !dryRun ? (
          <Alert color="orange" title="This replaces the catalogue">
            Every pump that is not in this file will be removed from the catalogue and from search results.
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {dryRun ? 'Validate file' : 'Import file'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
