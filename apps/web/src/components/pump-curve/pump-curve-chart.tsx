import '@mantine/charts/styles.css';
import { LineChart, type LineChartSeries } from '@mantine/charts';
import { type CurveRow, hasNpshr, preferredRegionGpm } from '../../lib/pump-curve.ts';

interface PumpCurveChartProps {
  rows: readonly CurveRow[];
  bep: CurveRow | null;
  height: number;
  /** The duty the pump is chosen for, drawn as a point on the head axis. */
  systemPoint?: { flowGpm: number; headFt: number } | undefined;
  /** Shade the preferred operating region (70–120 % of BEP flow, ANSI/HI 9.6.3). */
  withPreferredRegion?: boolean;
  /** Where the same points are as a table, for the chart's description. */
  tableHint?: string;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Room above the plot for the BEP label, beside it for the rotated axis labels, below it for the flow label. */
const CHART_MARGIN = { top: 20, right: 20, bottom: 30, left: 10 };

/**
 * Head and NPSHr (ft, left axis) and efficiency (%, right axis) against flow, with the BEP marked; optionally the
 * system point and the preferred operating region.
 */
export function PumpCurveChart({
  rows,
  bep,
  height,
  systemPoint,
  withPreferredRegion = false,
  tableHint = 'The same points are in the table below.',
}: PumpCurveChartProps) {
  const hasEfficiency = bep !== null;
  const region = withPreferredRegion && bep !== null ? preferredRegionGpm(bep) : null;
  const series: LineChartSeries[] = [
    { name: 'headFt', label: 'Head (ft)', color: 'blue.6' },
    ...(hasNpshr(rows) ? [{ name: 'npshrFt', label: 'NPSHr (ft)', color: 'orange.6' }] : []),
    ...(hasEfficiency
      ? [{ name: 'efficiencyPct', label: 'Efficiency (%)', color: 'teal.6', yAxisId: 'right' }]
      : []),
  ];

  return (
    <LineChart
      h={height}
      role="img"
      aria-label={describeChart(rows, bep, { systemPoint, region, tableHint })}
      data={[...rows]}
      dataKey="flowGpm"
      series={series}
      curveType="monotone"
      connectNulls={false}
      withLegend
      legendProps={{ verticalAlign: 'bottom', height: 40 }}
      xAxisProps={{
        type: 'number',
        domain: [0, 'dataMax'],
        tickFormatter: (value: number) => NUMBER.format(value),
      }}
      xAxisLabel="Flow (gpm)"
      yAxisLabel="Head (ft)"
      yAxisProps={{ width: 48, domain: [0, 'auto'] }}
      withRightYAxis={hasEfficiency}
      rightYAxisLabel="Efficiency (%)"
      rightYAxisProps={{ width: 48, domain: [0, 100] }}
      valueFormatter={(value) => NUMBER.format(value)}
      // The chart's own margins (left and right for the axis labels, bottom for the flow label), plus room on top.
      lineChartProps={{ margin: CHART_MARGIN }}
      referenceLines={
        bep === null
          ? []
          : // Above the plot, while POR sits inside it: on a phone the two are ~30 px apart and would overlap.
            [{ x: bep.flowGpm, label: 'BEP', color: 'teal.8', labelPosition: 'top' }]
      }
      referenceAreas={
        region === null
          ? []
          : [
              {
                x1: region.fromGpm,
                // Kept inside the axis (0 to the last point): recharts drops an area that overflows it.
                x2: Math.min(region.toGpm, rows.at(-1)?.flowGpm ?? region.toGpm),
                color: 'green.2',
                fillOpacity: 0.35,
                // The area's own pale green would carry its label too: a dark green one stays readable.
                label: { value: 'POR', fill: 'var(--mantine-color-green-9)' },
                labelPosition: 'insideTopLeft',
              },
            ]
      }
      referenceDots={[
        ...(bep === null || bep.efficiencyPct === null
          ? []
          : [{ x: bep.flowGpm, y: bep.efficiencyPct, yAxisId: 'right', r: 5, color: 'teal.8' }]),
        ...(systemPoint === undefined
          ? []
          : [
              {
                x: systemPoint.flowGpm,
                y: systemPoint.headFt,
                r: 6,
                color: 'red.7',
                label: 'Duty',
                labelPosition: 'left' as const,
              },
            ]),
      ]}
    />
  );
}

interface ChartExtras {
  systemPoint: { flowGpm: number; headFt: number } | undefined;
  region: { fromGpm: number; toGpm: number } | null;
  tableHint: string;
}

function describeChart(rows: readonly CurveRow[], bep: CurveRow | null, extras: ChartExtras): string {
  const first = rows.at(0);
  const last = rows.at(-1);
  const span =
    first && last ? ` from ${NUMBER.format(first.flowGpm)} to ${NUMBER.format(last.flowGpm)} gpm` : '';
  const bepText =
    bep === null
      ? ''
      : `; best efficiency ${NUMBER.format(bep.efficiencyPct ?? 0)} % at ${NUMBER.format(bep.flowGpm)} gpm`;
  const dutyText =
    extras.systemPoint === undefined
      ? ''
      : `; duty point ${NUMBER.format(extras.systemPoint.flowGpm)} gpm at ${NUMBER.format(extras.systemPoint.headFt)} ft`;
  const regionText =
    extras.region === null
      ? ''
      : `; preferred operating region ${NUMBER.format(extras.region.fromGpm)}–${NUMBER.format(extras.region.toGpm)} gpm shaded`;
  return `Performance chart: head${hasNpshr(rows) ? ', NPSHr' : ''}${bep === null ? '' : ' and efficiency'} against flow${span}${bepText}${dutyText}${regionText}. ${extras.tableHint}`;
}
