import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { catalogueSummaryBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, pending, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { COMPRESSOR_PART_TYPE, PUMP_PART_TYPE } from '../test-data.ts';
import { SearchLoadingOverlay } from './search-loading-overlay.tsx';

function stubPartTypes(
  summary: () => Response | Promise<Response> = () =>
    jsonResponse(catalogueSummaryBody({ spec_count: 2046 })),
) {
  return stubRoutes({
    'GET /api/part-types/pump': () => jsonResponse(PUMP_PART_TYPE),
    'GET /api/part-types/compressor': () => jsonResponse(COMPRESSOR_PART_TYPE),
    'GET /api/catalogue/summary': summary,
  });
}

describe('SearchLoadingOverlay', () => {
  it('pump: the configured title with the real catalogue count, as a live status', async () => {
    stubPartTypes();
    renderWithRouter(<SearchLoadingOverlay partType="pump" />);

    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(
      await screen.findByRole('heading', { name: 'Analyzing 2,046 pump specifications...' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Running the first-principles analysis and ranking catalogue pumps for your duty point.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('status', { name: 'Analyzing 2,046 pump specifications...' }),
    ).toBeInTheDocument();
  });

  it('pump: leaves the figure out while the count loads, and keeps the configured one if it fails', async () => {
    stubPartTypes(() => pending());
    const { unmount } = renderWithRouter(<SearchLoadingOverlay partType="Pump" />);
    expect(
      await screen.findByRole('heading', { name: 'Analyzing pump specifications...' }),
    ).toBeInTheDocument();
    unmount();

    stubPartTypes(() => jsonResponse({ code: 'INTERNAL', detail: 'down' }, 500));
    renderWithRouter(<SearchLoadingOverlay partType="pump" />);
    expect(
      await screen.findByRole('heading', { name: 'Analyzing 20,000+ pump specifications...' }),
    ).toBeInTheDocument();
  });

  it('a coming-soon type says the request was received, without asking for the pump catalogue', async () => {
    const fetchMock = stubPartTypes();
    renderWithRouter(<SearchLoadingOverlay partType="compressor" />);

    expect(await screen.findByRole('heading', { name: 'We received your request!' })).toBeInTheDocument();
    expect(screen.getByText('Live updates are coming soon...')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /api/catalogue/summary')).toHaveLength(0);
  });

  it("'No sub-code available': the coming-soon texts whatever the type", async () => {
    stubPartTypes();
    renderWithRouter(<SearchLoadingOverlay partType="pump" isComingSoon />);

    expect(await screen.findByRole('heading', { name: 'We received your request!' })).toBeInTheDocument();
    expect(screen.getByText('Live updates are coming soon...')).toBeInTheDocument();
  });

  it('takes the focus, keeps Tab on itself, and gives the focus back when it goes', async () => {
    stubPartTypes();
    function Page() {
      const [isSearching, setIsSearching] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setIsSearching(true)}>
            Search
          </button>
          <button type="button">Other</button>
          {isSearching ? <SearchLoadingOverlay partType="pump" /> : null}
          {isSearching ? (
            <button type="button" onClick={() => setIsSearching(false)} data-testid="finish" />
          ) : null}
        </>
      );
    }
    const { user } = renderWithRouter(<Page />);
    const search = screen.getByRole('button', { name: 'Search' });

    await user.click(search);
    const status = screen.getByRole('status');
    expect(status).toHaveFocus();
    await user.tab();
    expect(status).toHaveFocus();

    screen.getByTestId('finish').click();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(search).toHaveFocus();
  });
});
