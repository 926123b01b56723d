import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubChartSize } from '../../../test/element-size.ts';
import { pumpDetail } from '../../../test/factories.ts';
import { renderWithRouter } from '../../../test/render.tsx';
import { bestEfficiencyRow, curveRows } from '../../lib/pump-curve.ts';
import { PumpCurveChart } from './pump-curve-chart.tsx';

function renderChart(curve = pumpDetail().curve) {
  const rows = curveRows(curve);
  return renderWithRouter(<PumpCurveChart rows={rows} bep={bestEfficiencyRow(rows)} height={320} />);
}

describe('PumpCurveChart', () => {
  beforeEach(() => {
    // A phone's width: the chart must still draw every series.
    stubChartSize(375, 320);
  });

  it('draws head, NPSHr and efficiency against flow, with labelled axes and the BEP marked', async () => {
    const { container } = renderChart();

    expect(
      screen.getByRole('img', {
        name: 'Performance chart: head, NPSHr and efficiency against flow from 0 to 360 gpm; best efficiency 74.5 % at 300 gpm. The same points are in the table below.',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('.recharts-line')).toHaveLength(3));
    for (const label of ['Head (ft)', 'NPSHr (ft)', 'Efficiency (%)', 'Flow (gpm)', 'BEP']) {
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(container.querySelectorAll('.recharts-reference-line')).toHaveLength(1);
    expect(container.querySelectorAll('.recharts-reference-dot')).toHaveLength(1);
  });

  it('leaves out NPSHr when the sheet does not publish it', async () => {
    const curve = pumpDetail().curve.map((point) => ({ ...point, npshr_ft: null }));
    const { container } = renderChart(curve);

    await waitFor(() => expect(container.querySelectorAll('.recharts-line')).toHaveLength(2));
    expect(screen.queryByText('NPSHr (ft)')).not.toBeInTheDocument();
  });

  it('can add the duty point and shade the preferred operating region (70–120 % of BEP flow)', async () => {
    const rows = curveRows(pumpDetail().curve);
    const { container } = renderWithRouter(
      <PumpCurveChart
        rows={rows}
        bep={bestEfficiencyRow(rows)}
        height={320}
        systemPoint={{ flowGpm: 280, headFt: 98 }}
        withPreferredRegion
        tableHint="See the table."
      />,
    );

    expect(
      screen.getByRole('img', {
        name: 'Performance chart: head, NPSHr and efficiency against flow from 0 to 360 gpm; best efficiency 74.5 % at 300 gpm; duty point 280 gpm at 98 ft; preferred operating region 210–360 gpm shaded. See the table.',
      }),
    ).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('.recharts-reference-area')).toHaveLength(1));
    expect(container.querySelectorAll('.recharts-reference-dot')).toHaveLength(2);
    expect(screen.getByText('Duty')).toBeInTheDocument();
  });
});
