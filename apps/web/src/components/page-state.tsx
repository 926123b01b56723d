import { Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A centred spinner with a label screen readers announce. */
export function PageLoading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden />
        <Text c="dimmed">{label}</Text>
      </Stack>
    </Center>
  );
}

interface PageMessageProps {
  title: string;
  message: ReactNode;
  /** What the user can do next: a link home, a retry button. */
  action?: ReactNode;
}

/** A full-page message for empty, not-found and error states. */
export function PageMessage({ title, message, action }: PageMessageProps) {
  return (
    <Center py="xl">
      <Stack align="center" gap="md" maw={560} ta="center">
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{message}</Text>
        {action}
      </Stack>
    </Center>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="light" onClick={onRetry}>
      Try again
    </Button>
  );
}
