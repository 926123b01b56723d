import { REQUEST_MESSAGES, type RequestSearch } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, dispatcherBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render.tsx';
import { customerRequestDetail } from '../test/compared-offer.ts';
import { PAGE_ORDER_ID, requestDetailBody, requestPageRoutes } from '../test/request-page.ts';

// The customer's page of one request: what was asked, the search's results, the offers, the history, and the
// moves the server allows (Request quotes on a draft, Edit, Withdraw).

const PAGE = `/user/requests/?template=request-details&order_id=${PAGE_ORDER_ID}`;
const SUMMARY = `GET /api/user/requests/${PAGE_ORDER_ID}/`;
const SEND = `POST /api/request/send/${PAGE_ORDER_ID}`;
const WITHDRAW = `POST /api/request/withdraw/${PAGE_ORDER_ID}`;

const search: RequestSearch = { ...dispatcherBody(), created_at: '2026-11-20T09:30:00.000Z' };

function routes(status: 'draft' | 'submitted' | 'ordered', extra: Record<string, () => Response> = {}) {
  return {
    'GET /api/check-auth/': () => jsonResponse(currentUser()),
    [SUMMARY]: () => jsonResponse(customerRequestDetail({ status })),
    ...requestPageRoutes(status, {
      search,
      history: [{ at: '2026-11-20T09:30:00.000Z', event: 'created', status: 'draft' }],
    }),
    ...extra,
  };
}

describe('the request page', () => {
  it('a draft: what was asked, its results, and Request quotes, which sends it to the suppliers', async () => {
    let status: 'draft' | 'submitted' = 'draft';
    const fetchMock = stubRoutes({
      ...routes('draft'),
      [SEND]: () => {
        status = 'submitted';
        return jsonResponse(requestDetailBody({ status }));
      },
    });
    const { user } = renderApp(PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pump request' })).toBeInTheDocument();
    expect(screen.getByText('Draft (not sent)')).toBeInTheDocument();
    expect(screen.getByText('A draft: not sent to any supplier')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'KS-100' })).toBeInTheDocument();
    const flow = screen.getByRole('rowheader', { name: 'Flow rate' }).closest('tr') as HTMLElement;
    expect(within(flow).getByRole('cell')).toHaveTextContent('500 gpm');
    expect(screen.getByText('For the boiler house')).toBeInTheDocument();
    expect(await screen.findByText('You searched (a draft, not sent)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/part/pump/${PAGE_ORDER_ID}`);

    await user.click(screen.getByRole('button', { name: 'Request quotes' }));

    expect(await screen.findByText(REQUEST_MESSAGES.sent)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Draft (not sent)')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Request quotes' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, SEND)).toHaveLength(1);
  });

  it('Withdraw asks first; Keep it sends nothing, Withdraw request withdraws and takes Edit and Withdraw away', async () => {
    const fetchMock = stubRoutes({
      ...routes('submitted'),
      [WITHDRAW]: () => jsonResponse(requestDetailBody({ status: 'cancelled' })),
    });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw this request?' }));
    expect(dialog.getByText(/no longer see it/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, WITHDRAW)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const again = within(await screen.findByRole('dialog', { name: 'Withdraw this request?' }));
    await user.click(again.getByRole('button', { name: 'Withdraw request' }));

    expect(await screen.findByText(REQUEST_MESSAGES.withdrawn)).toBeInTheDocument();
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.getByText('This request was withdrawn: no offers will come for it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(callsTo(fetchMock, WITHDRAW)).toHaveLength(1);
  });

  it("shows the server's refusal to withdraw in the dialog", async () => {
    stubRoutes({
      ...routes('submitted'),
      [WITHDRAW]: () => jsonResponse({ code: 'CONFLICT', detail: REQUEST_MESSAGES.notWithdrawable }, 409),
    });
    const { user } = renderApp(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw this request?' }));
    await user.click(dialog.getByRole('button', { name: 'Withdraw request' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(REQUEST_MESSAGES.notWithdrawable);
  });

  it('an ordered request offers neither Edit nor Withdraw', async () => {
    stubRoutes(routes('ordered'));
    renderApp(PAGE);

    expect(await screen.findByText('Ordered')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('a draft never searched (its customer registered in the wizard) is searched once on arrival', async () => {
    const fetchMock = stubRoutes({
      ...routes('draft'),
      [`GET /api/request/search/${PAGE_ORDER_ID}`]: () => jsonResponse({ search: null }),
      'POST /api/dispatcher/': () => jsonResponse(search),
    });
    renderApp(PAGE);

    expect(await screen.findByRole('cell', { name: 'KS-100' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/dispatcher/').map((call) => call.body)).toEqual([
      { part: 'pump', order_id: PAGE_ORDER_ID },
    ]);
  });
});
