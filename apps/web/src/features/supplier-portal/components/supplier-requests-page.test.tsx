import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { attachment, page, supplierRequestRow } from '../test-data.ts';

const LIST = 'GET /supplier/api/supplier-requests';
const AUTH = 'GET /api/check-auth/';
const asSupplier = () => jsonResponse(currentUser({ role: 'supplier', username: 'keystone-pump' }));

describe('/supplier/requests/', () => {
  it('lists the requests with one status each (Declined over New), files and an Open link', async () => {
    stubRoutes({
      [AUTH]: asSupplier,
      [LIST]: () =>
        jsonResponse(
          page([
            supplierRequestRow({ attachments: [attachment()] }),
            supplierRequestRow({
              id: 6,
              order_id: 'ord-XyZ789',
              status: 'submitted',
              declined: true,
              my_offer_count: 2,
              attachments: [attachment({ id: 32, url: null, deleted: true })],
            }),
          ]),
        ),
    });
    renderApp('/supplier/requests/');

    expect(await screen.findByRole('heading', { level: 2, name: 'Requests' })).toBeInTheDocument();
    const first = (await screen.findByText('ord-AbC123')).closest('tr') as HTMLElement;
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'datasheet.pdf' })).toHaveAttribute(
      'href',
      '/api/files/request-attachments/31',
    );
    expect(within(first).getByRole('link', { name: 'Open request ord-AbC123' })).toHaveAttribute(
      'href',
      '/supplier/requests/5/',
    );
    const second = screen.getByText('ord-XyZ789').closest('tr') as HTMLElement;
    // One status: declined by this supplier, the request is no longer 'New' to them.
    expect(within(second).getByText('Declined')).toBeInTheDocument();
    expect(within(second).queryByText('New')).not.toBeInTheDocument();
    expect(within(second).getByText('Attachments were deleted')).toBeInTheDocument();
  });

  it('sorts by a header and searches by order id or part', async () => {
    const fetchMock = stubRoutes({
      [AUTH]: asSupplier,
      [LIST]: () => jsonResponse(page([supplierRequestRow()])),
    });
    const { user } = renderApp('/supplier/requests/');
    await screen.findByText('ord-AbC123');

    await user.click(screen.getByRole('button', { name: /Quantity/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Requests' }), 'AbC');
    await vi.waitFor(() => {
      const searches = callsTo(fetchMock, LIST).map((call) => call.url.search);
      expect(searches).toContain('?page=1&field=quantity&order_by=asc');
      expect(searches.some((search) => search.includes('search=AbC'))).toBe(true);
    });
  });

  it("says 'No data found' when no request is there", async () => {
    stubRoutes({ [AUTH]: asSupplier, [LIST]: () => jsonResponse(page([])) });
    renderApp('/supplier/requests/');
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it('shows the error with a retry when the list fails', async () => {
    stubRoutes({
      [AUTH]: asSupplier,
      [LIST]: () => jsonResponse(errorBody({ detail: 'The database is resting.' }), 500),
    });
    renderApp('/supplier/requests/');
    expect(await screen.findByText('The database is resting.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('turns a customer away without asking for the list', async () => {
    const fetchMock = stubRoutes({ [AUTH]: () => jsonResponse(currentUser({ role: 'customer' })) });
    renderApp('/supplier/requests/');
    expect(await screen.findByRole('heading', { name: 'This area is for suppliers' })).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)).toHaveLength(0);
  });
});
