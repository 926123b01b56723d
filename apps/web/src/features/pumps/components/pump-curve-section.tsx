import { Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PumpDetail } from '@specsource/contracts';
import { lazy, Suspense } from 'react';
import { CurvePointsDisclosure } from '../../../components/pump-curve/curve-points-disclosure.tsx';
import { bestEfficiencyRow, curveRows } from '../../../lib/pump-curve.ts';
import { formatQuantity } from '../lib/format-pump.ts';

// recharts is large: it loads with the chart, never with the rest of the app.
const PumpCurveChart = lazy(async () => ({
  default: (await import('../../../components/pump-curve/pump-curve-chart.tsx')).PumpCurveChart,
}));

export const CURVE_CHART_HEIGHT = 320;

/** The performance curve at maximum diameter: a chart with the BEP marked, and the points as a table. */
export function PumpCurveSection({ pump }: { pump: PumpDetail }) {
  const rows = curveRows(pump.curve);
  const bep = bestEfficiencyRow(rows);

  return (
    <Stack component="section" gap="sm" aria-labelledby="pump-curve-title">
      <Stack gap={2}>
        <Title order={2} fz="h3" id="pump-curve-title">
          Performance curve
        </Title>
        <Text size="sm" c="dimmed">
          At the maximum impeller diameter ({formatQuantity(pump.impeller_diameter_max_in, 'in')}) and{' '}
          {formatQuantity(pump.nominal_speed_rpm, 'rpm')}, on water.
        </Text>
      </Stack>
      <Suspense
        fallback={<Skeleton height={CURVE_CHART_HEIGHT} role="status" aria-label="Loading the chart" />}
      >
        <PumpCurveChart rows={rows} bep={bep} height={CURVE_CHART_HEIGHT} />
      </Suspense>
      <Text size="sm">
        {bep === null
          ? 'The curve publishes neither efficiency nor power, so its best efficiency point is unknown.'
          : `Best efficiency point (BEP): ${formatQuantity(bep.efficiencyPct ?? 0, '%')} at ${formatQuantity(bep.flowGpm, 'gpm')} and ${formatQuantity(bep.headFt, 'ft')}.`}
      </Text>
      <CurvePointsDisclosure caption="Curve points at maximum impeller diameter" rows={rows} bep={bep} />
    </Stack>
  );
}
