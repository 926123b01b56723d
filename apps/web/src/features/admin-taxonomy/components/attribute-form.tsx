import { Checkbox, Group, NumberInput, Select, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type AdminAttribute, ATTRIBUTE_TYPES, type AttributeType } from '@specsource/contracts';
import { useState } from 'react';
import { useCreateAttribute, useUpdateAttribute } from '../../../api/taxonomy.ts';
import {
  ATTRIBUTE_FORM_FIELDS,
  type AttributeFormValues,
  attributeFormValues,
  hasOptionKeys,
  toAttributeBody,
  validateAttributeForm,
} from '../lib/attribute-form-values.ts';
import {
  ATTRIBUTE_TYPE_HINTS,
  ATTRIBUTE_TYPE_LABELS,
  hasOptions,
  needsOptions,
} from '../lib/attribute-types.ts';
import { showSaveError } from '../lib/form-errors.ts';
import { AttributeKeyField } from './attribute-key-field.tsx';
import { FormFooter } from './form-footer.tsx';
import { OptionKeysField } from './option-keys-field.tsx';
import { UnitsField } from './units-field.tsx';

const BOUNDS = [
  {
    label: 'Minimum',
    value: 'min_value',
    flag: 'min_exclusive',
    exclusive: 'More than the minimum (the minimum itself is refused)',
  },
  {
    label: 'Maximum',
    value: 'max_value',
    flag: 'max_exclusive',
    exclusive: 'Less than the maximum (the maximum itself is refused)',
  },
] as const;

const TYPE_DATA = ATTRIBUTE_TYPES.map((type) => ({ value: type, label: ATTRIBUTE_TYPE_LABELS[type] }));

interface AttributeFormProps {
  classificationId: number;
  /** The attribute to edit; null for a new one. */
  attribute: AdminAttribute | null;
  onSaved: (attribute: AdminAttribute) => void;
  onCancel: () => void;
}

/**
 * An attribute's title, type, options (for the types that have them), the pump search's key (and option keys),
 * units in order and bounds (for a number, each may exclude itself). Rules and messages come from the shared `AttributeBodySchema`; the server's land on the same
 * fields.
 */
export function AttributeForm({ classificationId, attribute, onSaved, onCancel }: AttributeFormProps) {
  const create = useCreateAttribute();
  const update = useUpdateAttribute();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<AttributeFormValues>({
    initialValues: attributeFormValues(attribute),
    validate: validateAttributeForm(classificationId),
  });
  const { type } = form.values;

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    const body = toAttributeBody(values, classificationId);
    try {
      onSaved(
        attribute ? await update.mutateAsync({ id: attribute.id, body }) : await create.mutateAsync(body),
      );
    } catch (error) {
      setFormError(showSaveError(error, ATTRIBUTE_FORM_FIELDS, form.setErrors));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <Select<AttributeType>
          label="Type"
          required
          data={TYPE_DATA}
          allowDeselect={false}
          description={ATTRIBUTE_TYPE_HINTS[type]}
          {...form.getInputProps('type')}
        />
        {hasOptions(type) ? (
          <TagsInput
            label={needsOptions(type) ? 'Options' : 'Suggestions'}
            required={needsOptions(type)}
            description={
              needsOptions(type)
                ? 'At least one. Press Enter or type a comma after each.'
                : 'Optional. Press Enter or type a comma after each.'
            }
            clearable
            {...form.getInputProps('options')}
          />
        ) : null}
        <AttributeKeyField {...form.getInputProps('key')} value={form.values.key} />
        {form.values.key !== null && hasOptionKeys(form.values) ? (
          <OptionKeysField
            attributeKey={form.values.key}
            options={form.values.options}
            {...form.getInputProps('option_keys')}
            value={form.values.option_keys}
          />
        ) : null}
        <UnitsField {...form.getInputProps('unit_ids')} value={form.values.unit_ids} />
        {type === 'number' ? (
          <Group grow align="flex-start">
            {BOUNDS.map((bound) => (
              <Stack gap="xs" key={bound.value}>
                <NumberInput
                  label={bound.label}
                  description="Optional"
                  {...form.getInputProps(bound.value)}
                />
                <Checkbox label={bound.exclusive} {...form.getInputProps(bound.flag, { type: 'checkbox' })} />
              </Stack>
            ))}
          </Group>
        ) : null}
        <FormFooter
          formError={formError}
          isSubmitting={form.submitting}
          submitLabel={attribute ? 'Save attribute' : 'Create attribute'}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
