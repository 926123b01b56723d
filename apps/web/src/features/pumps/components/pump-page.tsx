import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { CATALOGUE_MESSAGES, MESSAGES } from '@specsource/contracts';
import { Link } from 'react-router';
import { usePump } from '../../../api/pumps.ts';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { pumpTypeLabel } from '../../../lib/pump-type-label.ts';
import { DownloadDatasheetButton } from './download-datasheet-button.tsx';
import { PumpCurveSection } from './pump-curve-section.tsx';
import { PumpDataSource } from './pump-data-source.tsx';
import { PumpSpecs } from './pump-specs.tsx';

/** A catalogue pump: what it is, what it costs, its performance curve and its datasheet. */
export function PumpPage({ id }: { id: string }) {
  const { data: pump, error, isPending, refetch } = usePump(id);

  if (isPending) {
    return <PageLoading label="Loading pump…" />;
  }

  if (error) {
    // A malformed id is as much "no such pump" as an unknown one.
    if (isApiError(error, 'NOT_FOUND') || isApiError(error, 'VALIDATION')) {
      return (
        <PageMessage
          title="Pump not found"
          message={CATALOGUE_MESSAGES.pumpNotFound}
          action={
            <Button component={Link} to={paths.home.getHref()}>
              Go to the home page
            </Button>
          }
        />
      );
    }
    return (
      <PageMessage
        title="This pump could not be loaded"
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={<RetryButton onRetry={() => void refetch()} />}
      />
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Text c="dimmed" fw={600}>
          {pump.manufacturer} · {pump.series}
        </Text>
        <Title order={1}>
          {pump.manufacturer} {pump.series} {pump.model}
        </Title>
        <Text c="dimmed">{pumpTypeLabel(pump.type)} pump</Text>
      </Stack>
      <PumpDataSource pump={pump} />
      <Group gap="sm">
        <DownloadDatasheetButton pump={pump} />
        {pump.product_url ? (
          <Button component="a" href={pump.product_url} target="_blank" rel="noopener" variant="default">
            Manufacturer's product page
          </Button>
        ) : null}
      </Group>
      <PumpSpecs pump={pump} />
      <PumpCurveSection pump={pump} />
    </Stack>
  );
}
