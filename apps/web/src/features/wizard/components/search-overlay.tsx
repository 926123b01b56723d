import { Loader, Overlay, Stack, Text, Title } from '@mantine/core';

/**
 * A full-screen wait while a request is recorded or searched (docs/spec/pump-selection-spec.md §4 'Loading overlay').
 */
export function SearchOverlay({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Overlay fixed blur={2} color="#fff" backgroundOpacity={0.85} zIndex={300} center>
      <Stack align="center" gap="sm" role="status" aria-live="polite" p="md" ta="center">
        <Loader type="dots" size="lg" aria-hidden />
        <Title order={2} fz="h3">
          {title}
        </Title>
        {subtitle ? <Text c="dimmed">{subtitle}</Text> : null}
      </Stack>
    </Overlay>
  );
}
