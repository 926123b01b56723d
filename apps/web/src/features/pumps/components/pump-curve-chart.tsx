import '@mantine/charts/styles.css';
import { LineChart, type LineChartSeries } from '@mantine/charts';
import { type CurveRow, hasNpshr } from '../lib/pump-curve.ts';

interface PumpCurveChartProps {
  rows: readonly CurveRow[];
  bep: CurveRow | null;
  height: number;
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Head and NPSHr (ft, left axis) and efficiency (%, right axis) against flow, with the BEP marked. */
export function PumpCurveChart({ rows, bep, height }: PumpCurveChartProps) {
  const hasEfficiency = bep !== null;
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
      aria-label={describeChart(rows, bep)}
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
      referenceLines={
        bep === null
          ? []
          : [{ x: bep.flowGpm, label: 'BEP', color: 'teal.8', labelPosition: 'insideTopRight' }]
      }
      referenceDots={
        bep === null || bep.efficiencyPct === null
          ? []
          : [{ x: bep.flowGpm, y: bep.efficiencyPct, yAxisId: 'right', r: 5, color: 'teal.8' }]
      }
    />
  );
}

function describeChart(rows: readonly CurveRow[], bep: CurveRow | null): string {
  const first = rows.at(0);
  const last = rows.at(-1);
  const span =
    first && last ? ` from ${NUMBER.format(first.flowGpm)} to ${NUMBER.format(last.flowGpm)} gpm` : '';
  const bepText =
    bep === null
      ? ''
      : `; best efficiency ${NUMBER.format(bep.efficiencyPct ?? 0)} % at ${NUMBER.format(bep.flowGpm)} gpm`;
  return `Performance chart: head${hasNpshr(rows) ? ', NPSHr' : ''}${bep === null ? '' : ' and efficiency'} against flow${span}${bepText}. The same points are in the table below.`;
}
