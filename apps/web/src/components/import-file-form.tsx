import { Button, FileInput, Group, Stack, Switch } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { formatFileSize } from '../lib/format.ts';

/** The file an import screen takes: how its field reads, and the problem with a chosen file (null: none). */
export interface ImportFileField {
  label: string;
  placeholder: string;
  /** Under the field until a file is chosen (then its name and size). */
  hint: string;
  accept: string;
  problem: (file: File | null) => string | null;
}

interface ImportFileFormProps {
  file: ImportFileField;
  /** The dry-run switch's label ('Validate only (dry run)'), and the submit's while it is on ('Validate file'). */
  dryRunLabel: string;
  checkLabel: string;
  isSubmitting: boolean;
  /** Problems the server found with the upload itself (too large, unreadable), shown on the file field. */
  serverFileErrors: string[];
  onFileChange: () => void;
  onSubmit: (input: { file: File; dryRun: boolean }) => void;
  /** The screen's own options, between the dry-run switch and the submit, given whether it is a dry run. */
  options?: (dryRun: boolean) => ReactNode;
}

/** An admin import's form: the file, a dry run on by default, the screen's options, and the submit. */
export function ImportFileForm({
  file: field,
  dryRunLabel,
  checkLabel,
  isSubmitting,
  serverFileErrors,
  onFileChange,
  onSubmit,
  options,
}: ImportFileFormProps) {
  const form = useForm<{ file: File | null; dryRun: boolean }>({
    mode: 'controlled',
    initialValues: { file: null, dryRun: true },
    validate: { file: field.problem },
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
          label={field.label}
          placeholder={field.placeholder}
          description={file ? `${file.name}, ${formatFileSize(file.size)}` : field.hint}
          accept={field.accept}
          clearable
          withAsterisk
        />
        <Switch
          {...form.getInputProps('dryRun', { type: 'checkbox' })}
          label={dryRunLabel}
          description="Check the file and count what it would change, without writing anything."
        />
        {options?.(dryRun)}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            {dryRun ? checkLabel : 'Import file'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
