import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../../components/order-status-badge.tsx';
import { orderRow } from '../test/order-fixtures.ts';

const AUTH = 'GET /api/check-auth/';
const LIST = 'GET /api/user/orders/';

const customer = () => jsonResponse(currentUser({ role: 'customer' }));
const page = (results: ReturnType<typeof orderRow>[]) =>
  jsonResponse({ count: results.length, next: null, previous: null, results });

describe('/user/orders/', () => {
  it("lists the customer's orders with part, PO number, total, status, payment and a link to each", async () => {
    const fetchMock = stubRoutes({
      [AUTH]: customer,
      [LIST]: () =>
        page([
          orderRow(),
          orderRow({
            id: 9,
            part_title: 'Valve',
            po_number: null,
            total: '80.00',
            status: 'pending_payment',
            payment_status: 'failed',
          }),
        ]),
    });
    renderApp('/user/orders/');

    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const first = within(screen.getByRole('link', { name: 'Order #12' }).closest('tr') as HTMLElement);
    expect(screen.getByRole('link', { name: 'Order #12' })).toHaveAttribute('href', '/user/orders/12/');
    expect(first.getByText('Pump × 3')).toBeInTheDocument();
    expect(first.getByText('PO-7781')).toBeInTheDocument();
    expect(first.getByText('$4,051.62')).toBeInTheDocument();
    expect(first.getByText(ORDER_STATUS_LABELS.paid.label)).toBeInTheDocument();
    expect(first.getByText(PAYMENT_STATUS_LABELS.succeeded.label)).toBeInTheDocument();
    const second = within(screen.getByRole('link', { name: 'Order #9' }).closest('tr') as HTMLElement);
    expect(second.getByText(ORDER_STATUS_LABELS.pending_payment.label)).toBeInTheDocument();
    expect(second.getByText(PAYMENT_STATUS_LABELS.failed.label)).toBeInTheDocument();
    expect(second.getByText('$80.00')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open order #9' })).toHaveAttribute(
      'href',
      '/user/orders/9/',
    );
    expect(callsTo(fetchMock, LIST)[0]?.url.search).toBe('?page=1');
  });

  it('sorts by a column through the list query', async () => {
    const fetchMock = stubRoutes({ [AUTH]: customer, [LIST]: () => page([orderRow()]) });
    const { user } = renderApp('/user/orders/');

    await screen.findByRole('link', { name: 'Order #12' });
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await screen.findByRole('link', { name: 'Order #12' });
    expect(callsTo(fetchMock, LIST).map((call) => call.url.searchParams.get('field'))).toContain('total');
  });

  it("says 'No data found' and points to the requests to order from", async () => {
    stubRoutes({ [AUTH]: customer, [LIST]: () => page([]) });
    renderApp('/user/orders/');

    expect(await screen.findByText(/^No data found/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your requests' })).toHaveAttribute('href', '/user/requests/');
  });

  it("is linked as 'My orders' from the customer's account menu", async () => {
    stubRoutes({ [AUTH]: customer, [LIST]: () => page([]) });
    const { user } = renderApp('/user/orders/');

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/user/orders/',
    );
  });

  it('is for customers: a supplier is told so', async () => {
    stubRoutes({ [AUTH]: () => jsonResponse(currentUser({ role: 'supplier' })) });
    renderApp('/user/orders/');
    expect(await screen.findByRole('heading', { name: 'This page is for customers' })).toBeInTheDocument();
  });
});
