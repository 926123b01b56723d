import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PartStructure } from '@specsource/contracts';
import type { AttributeAnswer, FieldErrors, WizardData } from '../lib/wizard-data.ts';
import { AttributeField } from './attribute-field.tsx';

interface SpecificationStepProps {
  part: PartStructure;
  values: WizardData['specification'];
  errors: FieldErrors;
  onChange: (attributeId: number, answer: AttributeAnswer) => void;
}

/** One card per classification, a field per attribute (docs/spec/marketplace-spec.md §2 'Specification'). */
export function SpecificationStep({ part, values, errors, onChange }: SpecificationStepProps) {
  if (part.partclassification_set.length === 0) {
    return <Text c="dimmed">This part needs no specification: add a comment and a quantity.</Text>;
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Fields marked{' '}
        <Text span c="red">
          *
        </Text>{' '}
        are required.
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {part.partclassification_set.map((card) => {
          const headingId = `classification-${card.id}`;
          return (
            <Card key={card.id} withBorder padding="md" component="section" aria-labelledby={headingId}>
              <Group justify="space-between" mb="sm">
                <Title order={3} fz="h4" id={headingId}>
                  {card.classification.title}
                </Title>
                {card.is_optional ? <Badge variant="light">Optional</Badge> : null}
              </Group>
              <Stack gap="sm">
                {card.partclassificationattribute_set.map((link) => {
                  const key = String(link.attribute.id);
                  const answer = values[key] ?? { value: '', unit: null };
                  return (
                    <AttributeField
                      key={link.id}
                      link={link}
                      answer={answer}
                      // docs/spec/marketplace-spec.md §2 — required unless the attribute or its classification is
                      // optional.
                      isRequired={!card.is_optional && !link.is_optional}
                      error={errors[key]}
                      unitError={errors[`${key}.unit`]}
                      onChange={(next) => onChange(link.attribute.id, next)}
                    />
                  );
                })}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
