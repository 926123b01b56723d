import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';

/** The form's shape while the part loads. */
export function PartFormSkeleton() {
  return (
    <Stack gap="lg" maw={880} role="status" aria-live="polite">
      <VisuallyHidden>Loading part…</VisuallyHidden>
      <Skeleton height={56} radius="sm" />
      <Skeleton height={96} radius="sm" />
      <Skeleton height={56} width={320} radius="sm" />
      <Skeleton height={180} radius="md" />
      <Skeleton height={36} width={200} radius="sm" />
    </Stack>
  );
}
