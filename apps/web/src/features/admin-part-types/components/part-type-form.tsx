import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { MESSAGES, type PartType, type PartTypeBody, PartTypeBodySchema } from '@specsource/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import {
  ComingSoonSection,
  FeaturesSection,
  LoadingSection,
  MetaSection,
  ResultsSection,
} from './part-type-form-sections.tsx';

interface PartTypeFormProps {
  partType: PartType;
  isSubmitting: boolean;
  /** Resolves on success; rejects with the server's error, shown on the form. */
  onSubmit: (body: PartTypeBody) => Promise<unknown>;
}

/** A part type's name and configuration; rules and messages come from `PartTypeBodySchema`. */
export function PartTypeForm({ partType, isSubmitting, onSubmit }: PartTypeFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PartTypeBody>({
    initialValues: { name: partType.name, config: partType.config },
    validate: schemaResolver(PartTypeBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await onSubmit(values);
      // Reset now returns to what was saved.
      form.setInitialValues(values);
      form.resetDirty(values);
    } catch (error) {
      // The server's field errors use the form's own paths (`config.comingSoon.title`).
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      form.setErrors(
        Object.fromEntries(Object.entries(fieldErrors).map(([path, list]) => [path, list.join(' ')])),
      );
      if (Object.keys(fieldErrors).length === 0) {
        setFormError(isApiError(error) ? error.detail : MESSAGES.internalError);
      }
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Part type">
      <Stack gap="md">
        <TextInput
          label="Name"
          description="Matched in any case"
          required
          maw={360}
          {...form.getInputProps('name')}
        />
        <FeaturesSection form={form} />
        <LoadingSection form={form} />
        <ResultsSection form={form} />
        <ComingSoonSection form={form} />
        <MetaSection form={form} />
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Group>
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
          <Button type="button" variant="default" onClick={() => form.reset()}>
            Reset
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
