import { Button, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, PART_SUPPLIER_MESSAGES } from '@specsource/contracts';
import { Link } from 'react-router';
import { usePartSuppliers } from '../../../api/part-admin.ts';
import { BackLink } from '../../../components/back-link.tsx';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { PartSuppliersForm } from './part-suppliers-form.tsx';

const backToParts = (
  <Button component={Link} to={paths.adminParts.getHref()}>
    Back to parts
  </Button>
);

function PartNotFound() {
  return (
    <PageMessage title="Part not found" message={PART_SUPPLIER_MESSAGES.partNotFound} action={backToParts} />
  );
}

/** Which suppliers see and answer a part's requests (`partId` null: no valid id in the address). */
export function PartSuppliersPage({ partId }: { partId: number | null }) {
  return partId === null ? <PartNotFound /> : <PartSuppliersLoader partId={partId} />;
}

function PartSuppliersLoader({ partId }: { partId: number }) {
  const { data, error, isPending, refetch } = usePartSuppliers(partId);

  if (isPending) {
    return <PageLoading label="Loading the suppliers…" />;
  }
  if (error) {
    if (isApiError(error, 'NOT_FOUND') || isApiError(error, 'VALIDATION')) {
      return <PartNotFound />;
    }
    return (
      <PageMessage
        title="The suppliers could not be loaded"
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={<RetryButton onRetry={() => void refetch()} />}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <BackLink to={paths.adminParts.getHref()}>Parts</BackLink>
        <Title order={1}>Suppliers for {data.part.title}</Title>
        <Text c="dimmed">Removing a supplier takes away its access to this part's requests at once.</Text>
      </Stack>
      <PartSuppliersForm partSuppliers={data} />
    </Stack>
  );
}
