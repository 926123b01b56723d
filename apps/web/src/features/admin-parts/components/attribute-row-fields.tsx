import type { ComboboxItem } from '@mantine/core';
import { Button, Group } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { PartFormValues } from '../lib/part-form-values.ts';
import { TaxonomyChoiceFields } from './taxonomy-choice-fields.tsx';

interface AttributeRowFieldsProps {
  form: UseFormReturnType<PartFormValues>;
  cardIndex: number;
  rowIndex: number;
  /** The card's classification's attributes; rows on the same card already use some of them. */
  options: ComboboxItem<number>[];
  isLoadingOptions: boolean;
  hasClassification: boolean;
  canRemove: boolean;
}

/** One attribute of a card: which attribute, whether it is optional, and its remove button. */
export function AttributeRowFields({
  form,
  cardIndex,
  rowIndex,
  options,
  isLoadingOptions,
  hasClassification,
  canRemove,
}: AttributeRowFieldsProps) {
  const path = `classifications.${cardIndex}.attribute.${rowIndex}` as const;
  const row = form.values.classifications[cardIndex]?.attribute[rowIndex];
  const label = `Attribute ${rowIndex + 1}`;

  if (row === undefined) {
    return null;
  }

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TaxonomyChoiceFields
        label={label}
        placeholder={placeholderOf(hasClassification, isLoadingOptions)}
        data={options}
        value={row.value}
        onChange={(value, option) => {
          form.setFieldValue(`${path}.value`, value);
          form.setFieldValue(`${path}.title`, option?.label ?? '');
        }}
        error={form.errors[`${path}.value`]}
        disabled={!hasClassification}
        nothingFoundMessage="No attribute matches"
        optionalProps={form.getInputProps(`${path}.isOptional`, { type: 'checkbox' })}
      />
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        mt={{ base: 0, xs: 30 }}
        disabled={!canRemove}
        aria-label={`Remove attribute ${rowIndex + 1}`}
        title={canRemove ? undefined : 'A classification keeps at least one attribute'}
        onClick={() => form.removeListItem(`classifications.${cardIndex}.attribute`, rowIndex)}
      >
        Remove
      </Button>
    </Group>
  );
}

function placeholderOf(hasClassification: boolean, isLoading: boolean): string {
  if (!hasClassification) {
    return 'Choose the classification first';
  }
  return isLoading ? 'Loading attributes…' : 'Choose an attribute';
}
