import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { adminPartRow, errorBody, pageBody } from '../test/part-admin-bodies.ts';
import { PartsPage } from './parts-page.tsx';

const LIST = 'GET /api/admin/parts/';

function cellTexts(row: HTMLElement) {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('PartsPage', () => {
  it('lists parts with type, cards, suppliers and date, and links to add, edit, suppliers and view', async () => {
    stubRoutes({
      [LIST]: () =>
        jsonResponse(
          pageBody([
            adminPartRow(),
            adminPartRow({
              id: 2,
              title: 'Ball valve',
              slug: 'ball-valve',
              part_type: null,
              supplier_count: 0,
            }),
          ]),
        ),
    });
    renderWithRouter(<PartsPage />, { path: '/super-admin/product/part/' });

    expect(screen.getByRole('heading', { level: 1, name: 'Parts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add part' })).toHaveAttribute(
      'href',
      '/super-admin/product/part/add/',
    );
    await screen.findByRole('cell', { name: 'Centrifugal pump' });

    const [, first, second] = screen.getAllByRole('row');
    expect(cellTexts(first as HTMLElement)).toEqual([
      'Centrifugal pump',
      'pump',
      '2',
      '3',
      expect.stringMatching(/^Jun\s1,\s2026/),
      'EditSuppliersView',
    ]);
    expect(cellTexts(second as HTMLElement).slice(0, 4)).toEqual(['Ball valve', '—', '2', '0']);
    expect(screen.getByRole('link', { name: 'Edit Centrifugal pump' })).toHaveAttribute(
      'href',
      '/super-admin/product/part/1/change/',
    );
    expect(screen.getByRole('link', { name: 'Suppliers of Ball valve' })).toHaveAttribute(
      'href',
      '/super-admin/product/part/2/suppliers/',
    );
    expect(screen.getByRole('link', { name: 'View Ball valve' })).toHaveAttribute('href', '/part/ball-valve');
  });

  it('asks the server sorted by title first; a header click sorts by that column, a second flips it', async () => {
    const fetchMock = stubRoutes({ [LIST]: () => jsonResponse(pageBody([adminPartRow()])) });
    const { user } = renderWithRouter(<PartsPage />);

    await screen.findByRole('cell', { name: 'Centrifugal pump' });
    expect(screen.getByRole('columnheader', { name: /Title/ })).toHaveAttribute('aria-sort', 'ascending');

    await user.click(screen.getByRole('button', { name: /Suppliers/ }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: /Suppliers/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Updated/ }));
    await user.click(screen.getByRole('button', { name: /Updated/ }));

    await waitFor(() =>
      expect(callsTo(fetchMock, LIST).map((call) => call.url.search)).toEqual([
        '?page=1&field=title&order_by=asc',
        '?page=1&field=supplier_count&order_by=asc',
        '?page=1&field=updated_at&order_by=asc',
        '?page=1&field=updated_at&order_by=desc',
      ]),
    );
    // Classifications are counted, not sorted on.
    expect(within(screen.getByRole('table')).queryByRole('button', { name: /Classifications/ })).toBeNull();
  });

  it('searches by title and pages through ten at a time', async () => {
    const fetchMock = stubRoutes({
      [LIST]: ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return jsonResponse(pageBody([adminPartRow({ id: page, title: `Part on page ${page}` })], 25));
      },
    });
    const { user } = renderWithRouter(<PartsPage />);

    await screen.findByRole('cell', { name: 'Part on page 1' });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('cell', { name: 'Part on page 3' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search Part list' }), 'valve');
    await waitFor(() =>
      expect(callsTo(fetchMock, LIST).at(-1)?.url.search).toBe(
        '?page=1&field=title&order_by=asc&search=valve',
      ),
    );
  });

  it("empty: 'No data found'; an error shows the detail and can be retried", async () => {
    let isDown = true;
    stubRoutes({
      [LIST]: () =>
        isDown
          ? jsonResponse(errorBody({ detail: 'The database is not reachable.' }), 503)
          : jsonResponse(pageBody([])),
    });
    const { user } = renderWithRouter(<PartsPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The database is not reachable.');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });
});
