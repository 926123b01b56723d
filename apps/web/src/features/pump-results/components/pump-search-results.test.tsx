import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../../test/downloads.ts';
import { stubChartSize } from '../../../../test/element-size.ts';
import { callsTo, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { stubPumps, valueIn } from '../test/pump-search-results.ts';
import { MATCH_RESPONSE, NO_MATCH_RESPONSE } from '../test-data.ts';
import { PumpSearchResults } from './pump-search-results.tsx';

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});

describe('PumpSearchResults', () => {
  beforeEach(() => {
    stubChartSize(375, 340);
  });

  it('renders every analysis section from a real dispatcher answer, formatted en-US with N/A for missing', async () => {
    stubPumps();
    renderWithRouter(<PumpSearchResults response={MATCH_RESPONSE} />);

    expect(screen.getByRole('heading', { name: 'First Principles Analysis Results' })).toBeInTheDocument();
    expect(screen.getByText('For 500 gpm at 120 ft.')).toBeInTheDocument();
    for (const title of [
      'Hydraulics',
      'Motor',
      'Installation',
      'Acoustics and vibration',
      'Operation and maintenance',
      'Energy and cost',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(valueIn('Hydraulics', 'Pump type')).toBe(
      'End suction, frame-mounted, single stage (API OH1 / ASME B73.1)',
    );
    expect(valueIn('Hydraulics', 'Best efficiency point (BEP) efficiency')).toBe('80.2 %');
    expect(valueIn('Hydraulics', 'Fluid temperature rise')).toBe('0.04 °F');
    expect(valueIn('Hydraulics', 'Specific speed (US units)')).toBe('2,196');
    // NPSHa and the cavitation risk were not given: N/A.
    expect(valueIn('Hydraulics', 'NPSH available')).toBe('N/A');
    expect(valueIn('Hydraulics', 'Cavitation risk')).toBe('N/A');
    expect(valueIn('Motor', 'Motor power rating')).toBe('25 hp');
    expect(valueIn('Motor', 'Motor frame')).toBe('284TS');
    expect(valueIn('Installation', 'Required straight pipe')).toBe('2.53–5.06 ft (5D–10D)');
    expect(valueIn('Installation', 'Envelope (L × W × H)')).toBe('53.7 × 20 × 18 in');
    expect(valueIn('Installation', 'Estimated weight')).toBe('665 lb');
    expect(valueIn('Acoustics and vibration', 'Sound power level')).toBe('98.7 dB');
    expect(valueIn('Acoustics and vibration', 'Vibration velocity')).toBe('3 mm/s');
    expect(valueIn('Operation and maintenance', 'Hours of operation')).toBe('24 hours/day');
    expect(valueIn('Operation and maintenance', 'Days of operation')).toBe('365 days/year');
    expect(valueIn('Operation and maintenance', 'Estimated lifetime')).toBe('20 years');
    expect(valueIn('Energy and cost', 'Power usage per year')).toBe('134,402 kWh/year');
    expect(valueIn('Energy and cost', 'Electricity rate')).toBe('8.82 ¢/kWh');
    expect(valueIn('Energy and cost', 'Lifetime energy cost')).toBe('$237,084.75');
    expect(valueIn('Energy and cost', 'Single pump CapEx')).toBe('$17,817.52');
    // One horizon and discount rate for every pump, and where the CapEx comes from, stated with the costs.
    expect(valueIn('Energy and cost', 'Life-cycle horizon')).toBe(
      '20 years at 0 % discount, the same for every pump compared',
    );
    expect(valueIn('Energy and cost', 'Cost basis')).toMatch(/^Estimated 11,229 USD: Corripio \(1982\)/);
    expect(valueIn('Hydraulics', 'Efficiency basis')).toBe(
      'Achievable (DOE PSAT best practice for this size and speed)',
    );
    expect(valueIn('Hydraulics', 'Typical pump efficiency')).toBe('75.87 %');
    expect(valueIn('Installation', 'Arrangement')).toBe('1 installed, 1 running, 500 gpm in all');
    expect(valueIn('Installation', 'One pump running alone')).toBe('N/A');
    expect(valueIn('Energy and cost', 'Total cost of ownership (with maintenance)')).toBe('$262,029.28');
    // The engine's warning and its assumptions are shown with the analysis.
    expect(screen.getByText(/NPSHa not given \(nor the suction conditions\)/)).toBeInTheDocument();
    expect(screen.getByText('Check these points')).toBeInTheDocument();
    expect(screen.getByText('Assumptions (12)')).toBeInTheDocument();
    await screen.findByRole('img', { name: /^Performance chart/ });
  });

  it('lists the top 3 matches: price, a View link in a new tab, confidence; no no-match panel', async () => {
    stubPumps();
    renderWithRouter(<PumpSearchResults response={MATCH_RESPONSE} />);

    const table = within(screen.getByRole('region', { name: 'Top 3 Match Results table' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Chart and datasheet',
      'Manufacturer',
      'Series',
      'Model',
      'Price',
      'Link',
      'Confidence Level',
      'AI Reasoning',
    ]);
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Placeholder Pump Corp. (fictitious demo maker)')).toBeInTheDocument();
    expect(first.getByText('$15,330.00')).toBeInTheDocument();
    expect(first.getByText('72 %')).toBeInTheDocument();
    const view = first.getByRole('link', { name: /^View match 1, .* \(opens in a new tab\)$/ });
    expect(view).toHaveTextContent('View');
    expect(view).toHaveAttribute('href', '/pumps/demo-il-001658');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener');
    expect(screen.queryByText('Oops! No matching parts found in our database.')).not.toBeInTheDocument();
    await screen.findByRole('img', { name: /^Performance chart/ });
  });

  it('shows the AI reasoning as a tooltip on keyboard focus and on hover, closed by Escape', async () => {
    stubPumps();
    const { user } = renderWithRouter(<PumpSearchResults response={MATCH_RESPONSE} />);
    const trigger = screen.getByRole('button', {
      name: 'AI reasoning for match 1, Placeholder Pump Corp. (fictitious demo maker) PP-IL 200 Vertical inline 5x5-8',
      description: /^Runs at 97.5 % of BEP flow/,
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    trigger.focus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Runs at 97.5 % of BEP flow/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    trigger.blur();
    fireEvent.mouseEnter(trigger);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/^Runs at 97.5 % of BEP flow/);
    fireEvent.mouseLeave(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await screen.findByRole('img', { name: /^Performance chart/ });
  });

  it('draws the chosen match’s curve with the duty point, BEP and shaded POR; another match can be chosen', async () => {
    const fetchMock = stubPumps();
    const { user, container } = renderWithRouter(<PumpSearchResults response={MATCH_RESPONSE} />);

    const chart = await screen.findByRole('img', {
      name: /duty point 500 gpm at 120 ft; preferred operating region .* shaded\./,
    });
    expect(chart).toBeInTheDocument();
    await waitFor(() => expect(container.querySelectorAll('.recharts-line')).toHaveLength(3));
    expect(container.querySelectorAll('.recharts-reference-area')).toHaveLength(1);
    // The BEP on the efficiency curve and the duty point on the head curve.
    expect(container.querySelectorAll('.recharts-reference-dot')).toHaveLength(2);
    expect(screen.getByText(/^Duty point: 500 gpm at 120 ft\. BEP: /)).toBeInTheDocument();
    expect(screen.getByText(/At 5.79 in impeller diameter and 3,560 rpm/)).toBeInTheDocument();

    await user.click(
      screen.getByRole('radio', { name: /^Show match 2, .*5x5-8, on the chart and datasheet$/ }),
    );
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/pumps/demo-il-001660')).toHaveLength(1));
    expect(await screen.findByText(/At 7.11 in impeller diameter and 2,900 rpm/)).toBeInTheDocument();
  });

  it('shows the no-match panel with the suggestion and Contact Us, and no matches table or chart', async () => {
    stubRoutes({});
    const onRequestQuotes = vi.fn();
    const { user } = renderWithRouter(
      <PumpSearchResults response={NO_MATCH_RESPONSE} onRequestQuotes={onRequestQuotes} />,
    );

    const panel = within(screen.getByRole('region', { name: 'No matching parts' }));
    expect(panel.getByText('Oops! No matching parts found in our database.')).toBeInTheDocument();
    expect(panel.getByText('No catalogue pump meets 90000 gpm at 3000 ft.')).toBeInTheDocument();
    // The HTML's list is a real list, its text kept as text.
    expect(panel.getAllByRole('listitem')[0]).toHaveTextContent('618 of 618 nearest pumps');
    await user.click(panel.getByRole('button', { name: 'Contact Us' }));
    expect(onRequestQuotes).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Top 3 Match Results table' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Performance chart/ })).not.toBeInTheDocument();
  });

  it('marks the relaxed alternative the engine offers when the constraints removed every pump, with its link', () => {
    stubRoutes({});
    const [analysis, noMatch, match] = [
      NO_MATCH_RESPONSE.results[0],
      NO_MATCH_RESPONSE.results[1],
      MATCH_RESPONSE.results[1],
    ];
    if (noMatch === undefined || match === undefined || 'structured_output' in match) {
      throw new Error('the sample responses have an entry each');
    }
    renderWithRouter(
      <PumpSearchResults
        response={{
          results: [
            analysis,
            {
              ...noMatch,
              relaxed_alternative: {
                ...match,
                relaxes: [
                  {
                    constraint: 'shaft_seal',
                    label: 'shaft seal',
                    reason: 'it is offered with mechanical seals',
                  },
                ],
              },
            },
          ],
        }}
      />,
    );
    const panel = within(screen.getByRole('region', { name: 'No matching parts' }));
    expect(panel.getByText(/Relaxed alternative/).parentElement).toHaveTextContent(
      'Relaxed alternative (does not meet the shaft seal): Placeholder Pump Corp. (fictitious demo maker) 5x5-8 View',
    );
    expect(panel.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/pumps/demo-il-001658');
  });

  it('never runs HTML from the explanation: scripts and handlers are dropped, the text kept', () => {
    stubRoutes({});
    const [analysis, noMatch] = NO_MATCH_RESPONSE.results;
    renderWithRouter(
      <PumpSearchResults
        response={{
          results: [
            analysis,
            {
              ...noMatch,
              explanation:
                '<p onclick="alert(1)">Try <img src=x onerror="alert(1)">less head</p><script>alert(1)</script>',
            },
          ],
        }}
      />,
    );

    expect(screen.getByText('Try less head')).toBeInTheDocument();
    expect(document.querySelector('img, script, [onclick]')).toBeNull();
    // Without a request action, Contact Us opens the pump request's Comment step.
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/part/pump?tab=Comment',
    );
  });

  it('renders the legacy flat analysis format', () => {
    stubRoutes({});
    renderWithRouter(
      <PumpSearchResults
        response={{
          results: [
            {
              'Pump Classification': 'End suction centrifugal',
              'Best Efficiency Point (BEP)': 0.78,
              'Break Horsepower': 18.4567,
              'Motor Power Consumption (hp)': '20.1',
              'Motor Power Rating (hp)': 25,
              'Impeller Diameter @ BEP': '9.5 in',
              'Suction Size (inches)': 6,
              'Discharge Size (inches)': 4,
              'Power Usage Per Year (kWh/year)': 131000,
              'Lifetime Energy Cost ($)': 231234.5,
              'Lifetime Cost of Ownership ($)': null,
            },
          ],
        }}
      />,
    );

    const value = (label: string) =>
      screen.getByRole('rowheader', { name: label }).nextElementSibling?.textContent ?? null;
    expect(value('Pump Classification')).toBe('End suction centrifugal');
    expect(value('Best Efficiency Point (BEP)')).toBe('78 %');
    expect(value('Break Horsepower')).toBe('18.46 hp');
    expect(value('Motor Power Consumption (hp)')).toBe('20.1');
    // docs/spec/pump-selection-spec.md §3: the temperature rise defaults to 0.00.
    expect(value('Fluid Temperature Rise (°F)')).toBe('0.00');
    expect(value('Power Usage Per Year (kWh/year)')).toBe('131,000');
    expect(value('Lifetime Energy Cost ($)')).toBe('$231,234.50');
    expect(value('Lifetime Cost of Ownership ($)')).toBe('N/A');
    expect(screen.queryByRole('region', { name: 'Top 3 Match Results table' })).not.toBeInTheDocument();
  });

  it('Request quotes calls back; Download datasheet (PDF) saves a real PDF named after the chosen pump', async () => {
    stubPumps();
    const onRequestQuotes = vi.fn();
    const { user } = renderWithRouter(
      <PumpSearchResults response={MATCH_RESPONSE} onRequestQuotes={onRequestQuotes} />,
    );

    await user.click(screen.getByRole('button', { name: 'Request quotes' }));
    expect(onRequestQuotes).toHaveBeenCalledTimes(1);

    // Once the chart's curve is here, the datasheet draws it too.
    await screen.findByRole('img', { name: /^Performance chart/ });
    await user.click(screen.getByRole('button', { name: 'Download datasheet (PDF)' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
    const [blob, name] = downloads.mock.calls[0] ?? [];
    expect(name).toBe('pump-datasheet-demo-il-001658.pdf');
    const text = new TextDecoder('latin1').decode(await (blob as Blob).arrayBuffer());
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('Chosen match: Placeholder Pump Corp. \\(fictitious demo maker\\)');
    expect(text).toContain('Pump curve');
  });

  it('has no Request quotes button without the action', async () => {
    stubPumps();
    renderWithRouter(<PumpSearchResults response={MATCH_RESPONSE} />);

    expect(screen.queryByRole('button', { name: 'Request quotes' })).not.toBeInTheDocument();
    await screen.findByRole('img', { name: /^Performance chart/ });
  });
});
