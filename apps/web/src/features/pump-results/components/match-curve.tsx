import { Alert, Box, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { usePump } from '../../../api/pumps.ts';
import { CurvePointsDisclosure } from '../../../components/pump-curve/curve-points-disclosure.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { preferredRegionGpm } from '../../../lib/pump-curve.ts';
import { formatNumber } from '../lib/format-result.ts';
import { matchCurveData } from '../lib/match-curve-data.ts';
import type { MatchView } from '../lib/read-results.ts';
import { matchName } from './top-matches-table.tsx';

// recharts is large: it loads with the chart, never with the rest of the app.
const PumpCurveChart = lazy(async () => ({
  default: (await import('../../../components/pump-curve/pump-curve-chart.tsx')).PumpCurveChart,
}));

const CHART_HEIGHT = 340;

/**
 * The chosen match's performance curve at the diameter and speed it runs at the duty (the engine's analysis of that
 * pump), with the duty point, the BEP and the preferred operating region: people read curves, not tables.
 */
export function MatchCurve({ match }: { match: MatchView }) {
  const { data: pump, error, isPending, refetch } = usePump(match.pumpId);
  const titleId = useId();

  if (match.pumpId === null) {
    return null;
  }
  const heading = (
    <Title order={2} fz="h3" id={titleId}>
      Pump curve: {matchName(match)}
    </Title>
  );
  if (isPending) {
    return (
      <Stack gap="sm">
        {heading}
        <Skeleton height={CHART_HEIGHT} aria-label="Loading the pump curve" />
      </Stack>
    );
  }
  if (error) {
    return (
      <Stack gap="sm">
        {heading}
        <Alert color="red" title="The pump curve could not be loaded">
          <Text size="sm">{isApiError(error) ? error.detail : 'Try again in a moment.'}</Text>
          <Button mt="xs" size="xs" variant="default" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }

  const { rows, bep, systemPoint, diameterIn, speedRpm } = matchCurveData(pump, match);
  const region = bep === null ? null : preferredRegionGpm(bep);

  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Stack gap={2}>
        {heading}
        <Text size="sm" c="dimmed">
          At {formatNumber(diameterIn, 'in')} impeller diameter and {formatNumber(speedRpm, 'rpm')} (affinity
          laws from the catalogue curve at {formatNumber(pump.impeller_diameter_max_in, 'in')} and{' '}
          {formatNumber(pump.nominal_speed_rpm, 'rpm')}).
        </Text>
      </Stack>
      {/* min-width 0: a flex child would otherwise keep the chart's first measured width on a narrow screen. */}
      <Box miw={0} w="100%">
        <Suspense fallback={<Skeleton height={CHART_HEIGHT} role="status" aria-label="Loading the chart" />}>
          <PumpCurveChart
            rows={rows}
            bep={bep}
            height={CHART_HEIGHT}
            systemPoint={systemPoint}
            withPreferredRegion
            tableHint="The same points can be shown as a table below the chart."
          />
        </Suspense>
      </Box>
      <Text size="sm">
        {systemPoint === undefined
          ? ''
          : `Duty point: ${formatNumber(systemPoint.flowGpm, 'gpm')} at ${formatNumber(systemPoint.headFt, 'ft')}. `}
        {bep === null
          ? 'The curve publishes neither efficiency nor power, so its best efficiency point is unknown.'
          : `BEP: ${formatNumber(bep.efficiencyPct, '%')} at ${formatNumber(bep.flowGpm, 'gpm')}. `}
        {region === null
          ? ''
          : `Preferred operating region (70–120 % of BEP flow, ANSI/HI 9.6.3, shaded): ${formatNumber(region.fromGpm)}–${formatNumber(region.toGpm, 'gpm')}.`}
      </Text>
      <CurvePointsDisclosure
        caption={`Curve points at ${formatNumber(diameterIn, 'in')} and ${formatNumber(speedRpm, 'rpm')}`}
        rows={rows}
        bep={bep}
      />
    </Stack>
  );
}
