import { Badge, Card, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PartStructure } from '@specsource/contracts';
import { describeAnswer, isAttributeRequired } from './describe-attribute.ts';

type PartClassification = PartStructure['partclassification_set'][number];

/** One classification of a part and the attributes a request for the part asks for, read-only. */
export function ClassificationCard({ classification }: { classification: PartClassification }) {
  const headingId = `classification-${classification.id}`;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="h4" id={headingId}>
          {classification.classification.title}
        </Title>
        {classification.is_optional ? <Badge variant="light">Optional</Badge> : null}
      </Group>
      <List spacing="sm" listStyleType="none" ml={0} pl={0}>
        {classification.partclassificationattribute_set.map((link) => (
          <List.Item key={link.id}>
            <Stack gap={2}>
              <Text fw={500}>
                {link.attribute.title}
                {isAttributeRequired(classification, link) ? <RequiredMark /> : null}
              </Text>
              <Text size="sm" c="dimmed">
                {describeAnswer(link.attribute.type, link.attribute.options)}
              </Text>
              {link.attribute.unit.length > 0 ? (
                <Text size="sm" c="dimmed">
                  Units: {link.attribute.unit.map((unit) => unit.title).join(', ')}
                </Text>
              ) : null}
            </Stack>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

function RequiredMark() {
  return (
    <>
      <Text span c="red" aria-hidden>
        {' *'}
      </Text>
      <VisuallyHidden> (required)</VisuallyHidden>
    </>
  );
}
