import { Alert, Button, type ComboboxItem, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TaxonomyItem } from '@specsource/contracts';
import { useClassificationAttributes } from '../../../api/taxonomy.ts';
import { emptyAttributeRow, type PartFormValues } from '../lib/part-form-values.ts';
import { AttributeRowFields } from './attribute-row-fields.tsx';
import { TaxonomyChoiceFields } from './taxonomy-choice-fields.tsx';

interface ClassificationCardFieldsProps {
  form: UseFormReturnType<PartFormValues>;
  index: number;
  classifications: TaxonomyItem[];
  isLoadingClassifications: boolean;
  /** Classifications other cards use: each may appear once on a part. */
  takenClassificationIds: ReadonlySet<number>;
  canRemove: boolean;
}

/**
 * One classification card (docs/spec/marketplace-spec.md §2): the classification, its 'is optional' flag and the
 * attributes chosen from that classification. Choosing another classification starts the attributes over.
 */
export function ClassificationCardFields({
  form,
  index,
  classifications,
  isLoadingClassifications,
  takenClassificationIds,
  canRemove,
}: ClassificationCardFieldsProps) {
  const path = `classifications.${index}` as const;
  const card = form.values.classifications[index];
  const attributes = useClassificationAttributes(card?.value ?? null);

  if (card === undefined) {
    return null;
  }

  const classificationOptions = withCurrent(
    classifications.map((item) => ({
      value: item.id,
      label: item.title,
      disabled: takenClassificationIds.has(item.id),
    })),
    card.value,
    card.title,
  );
  const rowValues = card.attribute.map((row) => row.value);
  const attributeListError = form.errors[`${path}.attribute`];

  return (
    <Fieldset legend={`Classification ${index + 1}`}>
      <Stack gap="md">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TaxonomyChoiceFields
            label="Classification"
            placeholder={isLoadingClassifications ? 'Loading classifications…' : 'Choose a classification'}
            data={classificationOptions}
            value={card.value}
            onChange={(value, option) => {
              if (value === card.value) {
                return;
              }
              form.setFieldValue(path, {
                ...card,
                value,
                title: option?.label ?? '',
                attribute: [emptyAttributeRow()],
              });
              form.clearFieldError(`${path}.value`);
            }}
            error={form.errors[`${path}.value`]}
            nothingFoundMessage="No classification matches"
            optionalProps={form.getInputProps(`${path}.isOptional`, { type: 'checkbox' })}
          />
        </Group>

        {attributes.isError ? (
          <Alert color="red" role="alert" title="The attributes could not be loaded">
            <Button size="xs" variant="light" color="red" onClick={() => void attributes.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}

        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {card.attribute.map((row, rowIndex) => (
            <li key={row.key}>
              <AttributeRowFields
                form={form}
                cardIndex={index}
                rowIndex={rowIndex}
                options={withCurrent(
                  (attributes.data ?? []).map((item) => ({
                    value: item.id,
                    label: item.title,
                    disabled: item.id !== row.value && rowValues.includes(item.id),
                  })),
                  row.value,
                  row.title,
                )}
                isLoadingOptions={attributes.isFetching}
                hasClassification={card.value !== null}
                canRemove={card.attribute.length > 1}
              />
            </li>
          ))}
        </Stack>
        {attributeListError ? (
          <Text c="red" size="sm" role="alert">
            {attributeListError}
          </Text>
        ) : null}

        <Group justify="space-between">
          <Button
            variant="light"
            size="xs"
            disabled={card.value === null}
            onClick={() => form.insertListItem(`${path}.attribute`, emptyAttributeRow())}
          >
            Add attribute
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            disabled={!canRemove}
            aria-label={`Remove classification ${index + 1}`}
            title={canRemove ? undefined : 'A part keeps at least one classification'}
            onClick={() => form.removeListItem('classifications', index)}
          >
            Remove classification
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/**
 * The options, plus the chosen one when they lack it (still loading, or deleted since), so the field
 * never shows a chosen value as blank.
 */
function withCurrent(
  options: ComboboxItem<number>[],
  value: number | null,
  title: string,
): ComboboxItem<number>[] {
  if (value === null || options.some((option) => option.value === value)) {
    return options;
  }
  return [{ value, label: title || `#${value}` }, ...options];
}
