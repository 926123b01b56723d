import { Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { MESSAGES, PART_ADMIN_MESSAGES } from '@specsource/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { usePartDetails } from '../../../api/part-admin.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { partFormValuesOf } from '../lib/part-form-values.ts';
import { PartForm } from './part-form.tsx';
import { PartFormSkeleton } from './part-form-skeleton.tsx';

/**
 * Admin: edit a part (docs/spec/marketplace-spec.md §2 — the id is the fifth path segment). `id` is null when the
 * address does not hold a valid id.
 */
export function EditPartPage({ id }: { id: number | null }) {
  if (id === null) {
    return <PartNotFound />;
  }
  return <EditKnownPart id={id} />;
}

function EditKnownPart({ id }: { id: number }) {
  const { data: part, error, isPending, refetch } = usePartDetails(id);
  // The form reads its starting values once: a background refetch never overwrites what is being typed.
  const initialValues = useMemo(() => (part ? partFormValuesOf(part) : null), [part]);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={paths.adminParts.getHref()}>Parts</BackLink>
        {part || isPending ? (
          <Group justify="space-between" align="flex-end">
            <Title order={1}>Edit part</Title>
            {part ? (
              <Anchor component={Link} to={paths.part.getHref(part.slug)} size="sm">
                View /part/{part.slug}
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </Stack>
      {isPending ? <PartFormSkeleton /> : null}
      {error && (isApiError(error, 'NOT_FOUND') || isApiError(error, 'VALIDATION')) ? <PartNotFound /> : null}
      {error && !isApiError(error, 'NOT_FOUND') && !isApiError(error, 'VALIDATION') ? (
        <PageMessage
          title="This part could not be loaded"
          message={isApiError(error) ? error.detail : MESSAGES.internalError}
          action={<RetryButton onRetry={() => void refetch()} />}
        />
      ) : null}
      {part && initialValues ? <PartForm partId={id} initialValues={initialValues} /> : null}
    </Stack>
  );
}

function PartNotFound() {
  return (
    <PageMessage
      title="Part not found"
      message={PART_ADMIN_MESSAGES.partNotFound}
      action={
        <Button component={Link} to={paths.adminParts.getHref()}>
          Go to the part list
        </Button>
      }
    />
  );
}
