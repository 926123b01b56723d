import { Alert, Button, Group, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES, PartTypeBodySchema, PartTypeMetaSchema } from '@specsource/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useCreatePartType } from '../../../api/part-types.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { newPartTypeConfig } from '../lib/new-part-type-config.ts';

const CreatePartTypeSchema = z.object({
  name: PartTypeBodySchema.shape.name,
  displayName: PartTypeMetaSchema.shape.displayName,
  pluralName: PartTypeMetaSchema.shape.pluralName,
});
type CreatePartTypeValues = z.input<typeof CreatePartTypeSchema>;

// Where the server's field errors land on this short form.
const FIELD_BY_SERVER_PATH: Record<string, keyof CreatePartTypeValues> = {
  name: 'name',
  'config.meta.displayName': 'displayName',
  'config.meta.pluralName': 'pluralName',
};

/** A new type starts coming soon; its edit page opens next for the rest of the configuration. */
export function CreatePartTypeForm() {
  const navigate = useNavigate();
  const createPartType = useCreatePartType();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CreatePartTypeValues>({
    initialValues: { name: '', displayName: '', pluralName: '' },
    validate: schemaResolver(CreatePartTypeSchema, { sync: true }),
  });

  const showServerError = (error: Error) => {
    if (!isApiError(error)) {
      setFormError(MESSAGES.internalError);
      return;
    }
    const fieldErrors = Object.entries(error.fieldErrors).filter(([path]) => path in FIELD_BY_SERVER_PATH);
    for (const [path, messages] of fieldErrors) {
      form.setFieldError(FIELD_BY_SERVER_PATH[path] ?? 'name', messages.join(' '));
    }
    if (fieldErrors.length === 0) {
      setFormError(error.detail);
    }
  };

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    createPartType.mutate(
      { name: values.name, config: newPartTypeConfig(values) },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'green', message: `Part type '${created.name}' created` });
          void navigate(paths.adminPartType.getHref(created.id));
        },
        onError: showServerError,
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="New part type">
      <Group align="flex-start" gap="sm">
        <TextInput label="Name" description="Matched in any case" required {...form.getInputProps('name')} />
        <TextInput label="Display name" required {...form.getInputProps('displayName')} />
        <TextInput label="Plural name" required {...form.getInputProps('pluralName')} />
        <Button type="submit" mt={46} loading={createPartType.isPending}>
          Create part type
        </Button>
      </Group>
      {formError ? (
        <Alert color="red" mt="sm" role="alert">
          {formError}
        </Alert>
      ) : null}
    </form>
  );
}
