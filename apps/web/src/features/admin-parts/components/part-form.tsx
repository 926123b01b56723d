import { Alert, Button, Group, List, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PART_DESCRIPTION_MAX_LENGTH, PART_TITLE_MAX_LENGTH, PartBodySchema } from '@specsource/contracts';
import { useClassifications } from '../../../api/taxonomy.ts';
import { usePartSave } from '../hooks/use-part-save.ts';
import { emptyClassificationCard, type PartFormValues } from '../lib/part-form-values.ts';
import { ClassificationCardFields } from './classification-card-fields.tsx';
import { PartTypeSelect } from './part-type-select.tsx';
import { SimilarPartsModal } from './similar-parts-modal.tsx';

interface PartFormProps {
  /** The part being edited; null when adding. */
  partId: number | null;
  initialValues: PartFormValues;
}

/**
 * Add / edit part (docs/spec/marketplace-spec.md §2, §5): title, description, type and the classification cards.
 * The contract's schema validates it, so the form says what the server would.
 */
export function PartForm({ partId, initialValues }: PartFormProps) {
  const form = useForm<PartFormValues>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(PartBodySchema, { sync: true }),
  });
  const save = usePartSave({ partId, onFieldErrors: (errors) => form.setErrors(errors) });
  const classifications = useClassifications();
  const cards = form.values.classifications;
  const cardListError = form.errors.classifications;

  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => void save.submit(values))}
        onReset={(event) => {
          form.onReset(event);
          save.clearFormErrors();
        }}
      >
        <Stack gap="lg" maw={880}>
          <TextInput
            {...form.getInputProps('title')}
            label="Title"
            maxLength={PART_TITLE_MAX_LENGTH}
            withAsterisk
          />
          <Textarea
            {...form.getInputProps('description')}
            label="Description"
            maxLength={PART_DESCRIPTION_MAX_LENGTH}
            rows={4}
            resize="vertical"
          />
          <PartTypeSelect form={form} />

          <Stack gap="sm" component="section" aria-label="Classifications">
            <Text fw={600}>Classifications</Text>
            {classifications.isError ? (
              <Alert color="red" role="alert" title="The classifications could not be loaded">
                <Button size="xs" variant="light" color="red" onClick={() => void classifications.refetch()}>
                  Try again
                </Button>
              </Alert>
            ) : null}
            {cards.map((card, index) => (
              <ClassificationCardFields
                key={card.key}
                form={form}
                index={index}
                classifications={classifications.data ?? []}
                isLoadingClassifications={classifications.isPending}
                takenClassificationIds={
                  new Set(
                    cards.flatMap((other, otherIndex) =>
                      otherIndex !== index && other.value !== null ? [other.value] : [],
                    ),
                  )
                }
                canRemove={cards.length > 1}
              />
            ))}
            {cardListError ? (
              <Text c="red" size="sm" role="alert">
                {cardListError}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="light"
                onClick={() => form.insertListItem('classifications', emptyClassificationCard())}
              >
                Add classification
              </Button>
            </Group>
          </Stack>

          {save.formErrors.length > 0 ? (
            <Alert color="red" role="alert" title="The part was not saved">
              {save.formErrors.length === 1 ? (
                save.formErrors[0]
              ) : (
                <List size="sm">
                  {save.formErrors.map((message) => (
                    <List.Item key={message}>{message}</List.Item>
                  ))}
                </List>
              )}
            </Alert>
          ) : null}
          {Object.keys(form.errors).length > 0 && save.formErrors.length === 0 ? (
            <Text c="red" size="sm">
              Check the fields marked in red.
            </Text>
          ) : null}

          <Group>
            <Button type="submit" loading={save.isSaving}>
              {partId === null ? 'Save' : 'Update'}
            </Button>
            <Button type="reset" variant="default" disabled={save.isSaving}>
              Reset
            </Button>
          </Group>
        </Stack>
      </form>
      <SimilarPartsModal check={save.similar} onClose={save.closeSimilar} onConfirm={save.confirmSimilar} />
    </>
  );
}
