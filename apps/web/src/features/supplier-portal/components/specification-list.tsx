import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PartStructure } from '@specsource/contracts';
import { specificationGroups } from '../lib/specification-groups.ts';

/** The filled specification as a readable list: classification → attribute: value unit. */
export function SpecificationList({ answer }: { answer: PartStructure }) {
  const groups = specificationGroups(answer);
  if (groups.length === 0) {
    return <Text c="dimmed">This part has no specification fields.</Text>;
  }
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      {groups.map((group) => (
        <Card key={group.id} withBorder padding="sm">
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {group.title}
            </Title>
            <Stack component="dl" gap={4} m={0}>
              {group.entries.map((entry) => (
                <div key={entry.attributeId}>
                  <Text component="dt" size="xs" c="dimmed">
                    {entry.label}
                  </Text>
                  <Text component="dd" size="sm" m={0} c={entry.isGiven ? undefined : 'dimmed'}>
                    {entry.value}
                  </Text>
                </div>
              ))}
            </Stack>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
