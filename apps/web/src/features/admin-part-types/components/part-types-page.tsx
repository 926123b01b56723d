import { Alert, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { usePartTypes } from '../../../api/part-types.ts';
import { PageLoading, RetryButton } from '../../../components/page-state.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { CreatePartTypeForm } from './create-part-type-form.tsx';
import { PartTypesTable } from './part-types-table.tsx';

/** Every part type and how it behaves in the wizard; admins add and edit them. */
export function PartTypesPage() {
  const { data: partTypes, error, isPending, refetch } = usePartTypes();

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Part types</Title>
        <Text c="dimmed">
          How each type of part behaves in the request wizard: instant results, coming-soon details and looks.
        </Text>
      </Stack>
      {isPending ? <PageLoading label="Loading part types…" /> : null}
      {error ? (
        <Alert color="red" role="alert" title="The part types could not be loaded">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{isApiError(error) ? error.detail : MESSAGES.internalError}</Text>
            <RetryButton onRetry={() => void refetch()} />
          </Stack>
        </Alert>
      ) : null}
      {partTypes?.length === 0 ? <Text>No part types yet. Create the first one below.</Text> : null}
      {partTypes && partTypes.length > 0 ? <PartTypesTable partTypes={partTypes} /> : null}
      <Stack component="section" gap="sm" aria-labelledby="new-part-type-title">
        <Title order={2} fz="h3" id="new-part-type-title">
          New part type
        </Title>
        <CreatePartTypeForm />
      </Stack>
    </Stack>
  );
}
