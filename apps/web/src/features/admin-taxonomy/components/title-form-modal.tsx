import { Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ClassificationBodySchema, TaxonomyItem, UnitBodySchema } from '@specsource/contracts';
import { useState } from 'react';
import { errorsByField, showSaveError } from '../lib/form-errors.ts';
import { FormFooter } from './form-footer.tsx';

interface TitleFormModalProps {
  opened: boolean;
  onClose: () => void;
  /** The modal's heading: 'New classification', "Rename 'Pump'". */
  heading: string;
  label: string;
  description?: string;
  submitLabel: string;
  /** The shared body schema, so messages match the server's. */
  schema: typeof ClassificationBodySchema | typeof UnitBodySchema;
  initialTitle?: string;
  save: (title: string) => Promise<TaxonomyItem>;
  onSaved: (item: TaxonomyItem) => void;
}

/** Create or rename a classification or a unit: one title, checked here and by the server. */
export function TitleFormModal({ opened, onClose, heading, ...form }: TitleFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={heading}>
      {/* The modal mounts its content per opening, so each one starts clean. */}
      <TitleForm {...form} onCancel={onClose} />
    </Modal>
  );
}

type TitleFormProps = Omit<TitleFormModalProps, 'opened' | 'onClose' | 'heading'> & { onCancel: () => void };

function TitleForm({
  label,
  description,
  submitLabel,
  schema,
  initialTitle = '',
  save,
  onSaved,
  onCancel,
}: TitleFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm({
    initialValues: { title: initialTitle },
    validate: (values) => errorsByField(resolve(values)),
  });

  const handleSubmit = form.onSubmit(async ({ title }) => {
    setFormError(null);
    try {
      onSaved(await save(title));
    } catch (error) {
      setFormError(showSaveError(error, ['title'], form.setErrors));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label={label}
          description={description}
          required
          data-autofocus
          {...form.getInputProps('title')}
        />
        <FormFooter
          formError={formError}
          isSubmitting={form.submitting}
          submitLabel={submitLabel}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
