import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody, findPartsBody, partSummary } from '../../../../test/factories.ts';
import { jsonResponse, stubFetch } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { PartSearch } from './part-search.tsx';

const PARTS = [
  partSummary({ id: 1, title: 'Pump', slug: 'pump' }),
  partSummary({ id: 2, title: 'Compressor', slug: 'compressor' }),
  partSummary({ id: 3, title: 'Valve', slug: 'valve' }),
];

/** A tiny stand-in for `GET /api/part/?title=`: case-insensitive title match. */
function stubPartSearch(parts = PARTS) {
  return stubFetch(({ url }) => {
    const title = (url.searchParams.get('title') ?? '').toLowerCase();
    return jsonResponse(findPartsBody(parts.filter((part) => part.title.toLowerCase().includes(title))));
  });
}

function searchBox() {
  return screen.getByPlaceholderText('Select or Search your part');
}

describe('PartSearch', () => {
  it('searches by title and opens the chosen part', async () => {
    const fetchMock = stubPartSearch();
    const { user, router } = renderWithRouter(<PartSearch />);

    await user.type(searchBox(), 'pu');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/part/?title=pu', expect.anything()));

    expect(screen.queryByRole('option', { name: 'Valve' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Pump' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/part/pump'));
  });

  it('finds a part by what a card on the page calls it: centrif finds Centrifugal pumps, which opens the pump', async () => {
    stubPartSearch();
    const { user, router } = renderWithRouter(
      <PartSearch
        aliases={[
          { label: 'Centrifugal pumps', slug: 'pump' },
          { label: 'Gate valves', slug: 'valve' },
        ]}
      />,
    );

    await user.click(searchBox());
    expect(screen.queryByRole('option', { name: 'Centrifugal pumps' })).not.toBeInTheDocument();
    await user.type(searchBox(), 'centrif');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Gate valves' })).not.toBeInTheDocument(),
    );
    await user.click(await screen.findByRole('option', { name: 'Centrifugal pumps' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/part/pump'));
  });

  it('is usable with the keyboard alone: arrow keys and Enter choose a part', async () => {
    stubPartSearch();
    const { user, router } = renderWithRouter(<PartSearch />);

    await user.type(searchBox(), 'v');
    await screen.findByRole('option', { name: 'Valve' });
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Pump' })).not.toBeInTheDocument());
    await user.keyboard('{ArrowDown}{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/part/valve'));
  });

  it('debounces typing into one search for the final text', async () => {
    const fetchMock = stubPartSearch();
    const { user } = renderWithRouter(<PartSearch />);

    await user.type(searchBox(), 'comp');

    const searchedTitles = () =>
      fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost').searchParams.get('title'));
    await waitFor(() => expect(searchedTitles()).toContain('comp'));
    expect(searchedTitles()).not.toContain('c');
    expect(screen.getByRole('option', { name: 'Compressor' })).toBeInTheDocument();
  });

  it('says when no part matches', async () => {
    stubPartSearch();
    const { user } = renderWithRouter(<PartSearch />);

    await user.type(searchBox(), 'gearbox');

    expect(await screen.findByText('No parts match "gearbox"')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('shows a loader while the search is in flight', async () => {
    stubFetch(() => new Promise<Response>(() => {}));
    const { user } = renderWithRouter(<PartSearch />);

    await user.type(searchBox(), 'pu');

    expect(await screen.findByRole('status', { name: 'Searching parts' })).toBeInTheDocument();
    expect(await screen.findByText('Searching parts…')).toBeInTheDocument();
  });

  it('explains a failed search and retries on request', async () => {
    let isServerDown = true;
    stubFetch(() =>
      isServerDown
        ? jsonResponse(errorBody({ code: 'UNAVAILABLE', detail: 'The database is not reachable.' }), 503)
        : jsonResponse(findPartsBody(PARTS)),
    );
    const { user } = renderWithRouter(<PartSearch />);

    await user.type(searchBox(), 'pu');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Part search is not working right now');
    expect(alert).toHaveTextContent('The database is not reachable.');

    isServerDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('tells the user to check the connection when the network is down', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const { user } = renderWithRouter(<PartSearch />);

    await user.type(searchBox(), 'pu');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach SpecSource. Check your connection and try again.',
    );
  });
});
