import type { PartTypeConfig } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubChartSize } from '../../../../test/element-size.ts';
import { callsTo, jsonResponse, pending, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { stubPumps, valueIn } from '../test/pump-search-results.ts';
import { MATCH_RESPONSE, NO_MATCH_RESPONSE, PUMP_PART_TYPE } from '../test-data.ts';
import { PumpSearchResults } from './pump-search-results.tsx';

/** The pump part type with some of its results flags changed. */
function pumpTypeWith(results: Partial<PartTypeConfig['results']>) {
  const { config } = PUMP_PART_TYPE;
  return { ...PUMP_PART_TYPE, config: { ...config, results: { ...config.results, ...results } } };
}

const PART_TYPE_ROUTE = 'GET /api/part-types/pump';
const ANALYSIS_TITLE = { name: 'First Principles Analysis Results' };
const MATCHES_TABLE = { name: 'Top 3 Match Results table' };
const NO_MATCH_TEXT = 'Oops! No matching parts found in our database.';
const matchRows = () => within(screen.getByRole('region', MATCHES_TABLE)).getAllByRole('row').slice(1);

describe('PumpSearchResults with the part type’s results flags', () => {
  beforeEach(() => {
    stubChartSize(375, 340);
  });

  it('showFirstPrinciples false: no analysis, its notes or assumptions; matches, chart and actions stay', async () => {
    stubPumps({ [PART_TYPE_ROUTE]: () => jsonResponse(pumpTypeWith({ showFirstPrinciples: false })) });
    const onRequestQuotes = vi.fn();
    renderWithRouter(
      <PumpSearchResults response={MATCH_RESPONSE} partType="pump" onRequestQuotes={onRequestQuotes} />,
    );

    await waitFor(() => expect(screen.queryByRole('heading', ANALYSIS_TITLE)).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Hydraulics table' })).not.toBeInTheDocument();
    expect(screen.queryByText('Check these points')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Assumptions/)).not.toBeInTheDocument();
    expect(screen.getByText('Results for 500 gpm at 120 ft.')).toBeInTheDocument();
    expect(matchRows()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Request quotes' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download datasheet (PDF)' })).toBeInTheDocument();
    await screen.findByRole('img', { name: /^Performance chart/ });
  });

  it('showTopMatches false: no matches table, chart or curve request; the analysis stays', async () => {
    const fetchMock = stubPumps({
      [PART_TYPE_ROUTE]: () => jsonResponse(pumpTypeWith({ showTopMatches: false })),
    });
    renderWithRouter(<PumpSearchResults response={MATCH_RESPONSE} partType="Pump" />);

    await waitFor(() => expect(screen.queryByRole('region', MATCHES_TABLE)).not.toBeInTheDocument());
    expect(screen.queryByRole('img', { name: /^Performance chart/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', ANALYSIS_TITLE)).toBeInTheDocument();
    expect(valueIn('Motor', 'Motor frame')).toBe('284TS');
    // The type's name is matched case-insensitively (docs/spec/pump-selection-spec.md §9): 'Pump' asks for 'pump'.
    expect(callsTo(fetchMock, PART_TYPE_ROUTE)).toHaveLength(1);
  });

  it('maxMatches caps the table: 1 lists the best match only, 2 the best two', async () => {
    stubPumps({ [PART_TYPE_ROUTE]: () => jsonResponse(pumpTypeWith({ maxMatches: 1 })) });
    const { unmount } = renderWithRouter(<PumpSearchResults response={MATCH_RESPONSE} partType="pump" />);
    await waitFor(() => expect(matchRows()).toHaveLength(1));
    expect(within(matchRows()[0] as HTMLElement).getByText('$15,330.00')).toBeInTheDocument();
    await screen.findByRole('img', { name: /^Performance chart/ });
    unmount();

    stubPumps({ [PART_TYPE_ROUTE]: () => jsonResponse(pumpTypeWith({ maxMatches: 2 })) });
    renderWithRouter(<PumpSearchResults response={MATCH_RESPONSE} partType="pump" />);
    await waitFor(() => expect(matchRows()).toHaveLength(2));
    expect(screen.queryByRole('radio', { name: /^Show match 3,/ })).not.toBeInTheDocument();
    await screen.findByRole('img', { name: /^Performance chart/ });
  });

  it('showNoMatchPanel false: no panel and no Contact Us; the analysis stays', async () => {
    stubRoutes({ [PART_TYPE_ROUTE]: () => jsonResponse(pumpTypeWith({ showNoMatchPanel: false })) });
    renderWithRouter(
      <PumpSearchResults response={NO_MATCH_RESPONSE} partType="pump" onRequestQuotes={vi.fn()} />,
    );

    await waitFor(() => expect(screen.queryByText(NO_MATCH_TEXT)).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Contact Us' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', ANALYSIS_TITLE)).toBeInTheDocument();
  });

  it('everything shows while the configuration loads, and when it cannot be loaded', async () => {
    stubPumps({ [PART_TYPE_ROUTE]: () => pending() });
    const { unmount } = renderWithRouter(<PumpSearchResults response={MATCH_RESPONSE} partType="pump" />);
    expect(screen.getByRole('heading', ANALYSIS_TITLE)).toBeInTheDocument();
    expect(matchRows()).toHaveLength(3);
    await screen.findByRole('img', { name: /^Performance chart/ });
    unmount();

    const fetchMock = stubRoutes({
      [PART_TYPE_ROUTE]: () => jsonResponse({ code: 'INTERNAL', detail: 'down' }, 500),
    });
    renderWithRouter(<PumpSearchResults response={NO_MATCH_RESPONSE} partType="pump" />);
    await waitFor(() => expect(callsTo(fetchMock, PART_TYPE_ROUTE).length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', ANALYSIS_TITLE)).toBeInTheDocument();
    expect(screen.getByText(NO_MATCH_TEXT)).toBeInTheDocument();
  });
});
