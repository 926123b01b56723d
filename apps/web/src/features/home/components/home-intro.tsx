import { Stack, Text, Title } from '@mantine/core';

export const HOME_TITLE = 'Technical Parts Procurement';

export function HomeIntro() {
  return (
    <Stack gap="xs">
      <Title order={1}>{HOME_TITLE}</Title>
      <Text c="dimmed" size="lg">
        Pumps, compressors, valves and motors: pick a part, describe what you need, and get instant pump
        selections and firm offers from suppliers.
      </Text>
    </Stack>
  );
}
