import { Alert, Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { useCatalogueSummary } from '../../../api/catalogue.ts';
import { RetryButton } from '../../../components/page-state.tsx';
import { SummaryStat } from '../../../components/summary-stat.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { pumpTypeLabel } from '../../../lib/pump-type-label.ts';

const COUNT = new Intl.NumberFormat('en-US');

/** The catalogue now: specifications, manufacturers (demo ones counted apart) and pumps by type. */
export function CatalogueSummaryPanel() {
  const { data: summary, error, refetch } = useCatalogueSummary();

  if (error) {
    return (
      <Alert color="red" title="The catalogue summary could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{isApiError(error) ? error.detail : MESSAGES.internalError}</Text>
          <RetryButton onRetry={() => void refetch()} />
        </Stack>
      </Alert>
    );
  }

  const demoMakers = summary?.manufacturers.filter((maker) => maker.is_demo).length ?? 0;

  return (
    <Stack component="section" gap="sm" aria-labelledby="catalogue-summary-title">
      <Title order={2} fz="h3" id="catalogue-summary-title">
        In the catalogue
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" component="dl" m={0}>
        <SummaryStat label="Pump specifications" value={summary && COUNT.format(summary.spec_count)} />
        <SummaryStat
          label="Manufacturers"
          value={summary && COUNT.format(summary.manufacturers.length)}
          note={
            summary && demoMakers > 0 ? `${COUNT.format(demoMakers)} of them fictitious (demo)` : undefined
          }
        />
        <SummaryStat
          label="Catalogue version"
          value={summary && COUNT.format(summary.version)}
          note={summary && `Loaded ${formatDateTime(summary.loaded_at)}`}
        />
      </SimpleGrid>
      {summary ? (
        <Group gap="xs" component="ul" aria-label="Pumps by type" p={0} m={0} style={{ listStyle: 'none' }}>
          {summary.types.map((item) => (
            <Badge component="li" key={item.type} variant="light" size="lg" tt="none">
              {pumpTypeLabel(item.type)}: {COUNT.format(item.pump_count)}
            </Badge>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
}
