import { CUSTOMER_REQUEST_MESSAGES, type CustomerRequestRow, OFFER_MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { onPhone } from '../../../../test/phone.ts';
import { renderApp } from '../../../../test/render.tsx';
import { comparedOffer, customerRequestDetail } from '../test/compared-offer.ts';
import { requestPageRoutes } from '../test/request-page.ts';

const AUTH = 'GET /api/check-auth/';
const LIST = 'GET /api/user/requests/';
const DETAIL = 'GET /api/user/requests/q7Xk2pLm9Rt4/';
const CHOOSE = 'POST /api/selected-review-id/';
const DETAIL_PATH = '/user/requests/?template=request-details&order_id=q7Xk2pLm9Rt4';

const customer = () => jsonResponse(currentUser({ role: 'customer' }));

function requestRow(overrides: Partial<CustomerRequestRow> = {}): CustomerRequestRow {
  return {
    id: 41,
    order_id: 'q7Xk2pLm9Rt4',
    part: { id: 1, title: 'Pump', slug: 'pump' },
    status: 'offers_selected',
    quantity: 3,
    created_at: '2026-11-20T09:30:00.000Z',
    selected_offer_count: 2,
    chosen_review_id: null,
    ...overrides,
  };
}

const standard = comparedOffer({
  id: 7,
  title: 'KP-200 standard',
  cost: '1250.50',
  subtotal: '3751.50',
  lead_time: 3,
  unit: 'weeks',
  promised_date: '2026-12-14',
  valid_until: '2026-12-31',
  notes: 'Price FOB Chicago',
  attachments: [
    {
      id: 3,
      name: 'datasheet.pdf',
      size: 2048,
      content_type: 'application/pdf',
      url: '/api/files/review-attachments/3',
      deleted: false,
      created_at: '2026-11-21T10:00:00.000Z',
    },
  ],
});
const express = comparedOffer({
  id: 8,
  title: 'KP-300 express',
  cost: '1800.00',
  subtotal: '5400.00',
  lead_time: 10,
  unit: 'days',
  promised_date: '2026-12-03',
  valid_until: '2027-01-31',
});
const stale = comparedOffer({
  id: 9,
  title: 'Old quote',
  cost: '900.00',
  subtotal: '2700.00',
  is_expired: true,
});

/** The cell of `offerTitle`'s column in the row headed `rowLabel`. */
function cellOf(rowLabel: string, offerTitle: string): HTMLElement {
  const table = screen.getByRole('table', { name: 'Offer comparison' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);
  const row = within(table).getByRole('rowheader', { name: rowLabel }).closest('tr') as HTMLElement;
  return within(row).getAllByRole('cell')[headers.indexOf(offerTitle) - 1] as HTMLElement;
}

describe('/user/requests/', () => {
  it("lists the customer's requests with their status and a link to compare offers", async () => {
    const fetchMock = stubRoutes({
      [AUTH]: customer,
      [LIST]: () =>
        jsonResponse({
          count: 2,
          next: null,
          previous: null,
          results: [
            requestRow(),
            requestRow({ id: 40, order_id: 'aB3', status: 'submitted', selected_offer_count: 0 }),
          ],
        }),
    });
    renderApp('/user/requests/');

    expect(await screen.findByRole('heading', { level: 1, name: 'My requests' })).toBeInTheDocument();
    expect(await screen.findByText('Offers ready')).toBeInTheDocument();
    expect(screen.getByText('Submitted')).toBeInTheDocument();
    expect(screen.getByText('2 to compare')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare offers for q7Xk2pLm9Rt4' })).toHaveAttribute(
      'href',
      DETAIL_PATH,
    );
    expect(callsTo(fetchMock, LIST)[0]?.url.search).toBe('?page=1');
  });

  it('shows a draft as a draft: not sent, no offers, opened to its search', async () => {
    stubRoutes({
      [AUTH]: customer,
      [LIST]: () =>
        jsonResponse({
          count: 1,
          next: null,
          previous: null,
          results: [requestRow({ status: 'draft', selected_offer_count: 0 })],
        }),
    });
    renderApp('/user/requests/');
    expect(await screen.findByText('Draft (not sent)')).toBeInTheDocument();
    expect(screen.getByText('Not sent yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open search for q7Xk2pLm9Rt4' })).toHaveAttribute(
      'href',
      DETAIL_PATH,
    );
  });

  it("is linked as 'My requests' from the customer's account menu", async () => {
    stubRoutes({
      [AUTH]: customer,
      [LIST]: () => jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    });
    const { user } = renderApp('/user/requests/');

    await user.click(await screen.findByRole('button', { name: 'Ada Lovelace' }));
    expect(await screen.findByRole('menuitem', { name: 'My requests' })).toHaveAttribute(
      'href',
      '/user/requests/',
    );
    expect(await screen.findByText(/^No data found/)).toBeInTheDocument();
  });

  it('is for customers: an admin is told so', async () => {
    stubRoutes({ [AUTH]: () => jsonResponse(currentUser({ role: 'admin' })) });
    renderApp('/user/requests/');
    expect(await screen.findByRole('heading', { name: 'This page is for customers' })).toBeInTheDocument();
  });
});

describe('the offer comparison', () => {
  it('shows the selected offers side by side with the best value of each row marked', async () => {
    stubRoutes({
      [AUTH]: customer,
      [DETAIL]: () => jsonResponse(customerRequestDetail({ offers: [standard, express, stale] })),
      ...requestPageRoutes('offers_selected'),
    });
    renderApp(DETAIL_PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pump request' })).toBeInTheDocument();
    expect(screen.getByText('q7Xk2pLm9Rt4')).toBeInTheDocument();
    expect(cellOf('Cost', 'KP-200 standard')).toHaveTextContent('$1,250.50Best');
    expect(cellOf('Cost', 'KP-300 express')).not.toHaveTextContent('Best');
    // The expired offer is cheaper, but it cannot be picked, so it is not the best.
    expect(cellOf('Cost', 'Old quote')).toHaveTextContent(/^\$900\.00$/);
    expect(cellOf('Subtotal for 3', 'KP-200 standard')).toHaveTextContent('$3,751.50Best');
    expect(cellOf('Lead time', 'KP-300 express')).toHaveTextContent('10 daysBest');
    expect(cellOf('Promised date', 'KP-300 express')).toHaveTextContent('Dec 3, 2026Best');
    expect(cellOf('Valid until', 'KP-300 express')).toHaveTextContent('Jan 31, 2027Best');
    expect(cellOf('Cost unit', 'KP-200 standard')).toHaveTextContent(/^each$/);
    expect(cellOf("Supplier's terms", 'KP-200 standard')).toHaveTextContent(/^Price FOB Chicago$/);
    expect(cellOf("Supplier's terms", 'KP-300 express')).toHaveTextContent(/^—$/);
    expect(
      within(cellOf('Attachments', 'KP-200 standard')).getByRole('link', { name: 'datasheet.pdf' }),
    ).toHaveAttribute('href', '/api/files/review-attachments/3');

    const expired = screen.getByRole('radio', { name: 'Choose Old quote' });
    expect(expired).toBeDisabled();
    expect(within(cellOf('Your choice', 'Old quote')).getByText(OFFER_MESSAGES.expired)).toBeInTheDocument();
  });

  it('on a phone shows each offer as a card with its figures, Best marks and choice, and no wide table', async () => {
    onPhone();
    stubRoutes({
      [AUTH]: customer,
      ...requestPageRoutes('offers_selected'),
      [DETAIL]: () => jsonResponse(customerRequestDetail({ offers: [standard, express, stale] })),
    });
    renderApp(DETAIL_PATH);

    const card = await screen.findByRole('article', { name: 'KP-200 standard' });
    expect(screen.queryByRole('table', { name: 'Offer comparison' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values[terms.indexOf('Cost')]).toBe('$1,250.50Best');
    expect(values[terms.indexOf("Supplier's terms")]).toBe('Price FOB Chicago');
    expect(within(card).getByRole('radio', { name: 'Choose KP-200 standard' })).toBeEnabled();
    expect(
      within(screen.getByRole('article', { name: 'Old quote' })).getByRole('radio', {
        name: 'Choose Old quote',
      }),
    ).toBeDisabled();
  });

  it('posts a pick after a short delay with a spinner, then shows the refreshed choice and Order now', async () => {
    let detail = customerRequestDetail({ offers: [standard, express] });
    const fetchMock = stubRoutes({
      [AUTH]: customer,
      ...requestPageRoutes('offers_selected'),
      [DETAIL]: () => jsonResponse(detail),
      [CHOOSE]: () => {
        detail = customerRequestDetail({
          chosen_review_id: 8,
          offers: [standard, { ...express, chosen: true }],
        });
        return jsonResponse({ detail: CUSTOMER_REQUEST_MESSAGES.chosen, chosen_review_id: 8 });
      },
    });
    const { user } = renderApp(DETAIL_PATH);

    await user.click(await screen.findByRole('radio', { name: 'Choose KP-300 express' }));
    expect(screen.getByRole('status', { name: 'Saving your choice' })).toBeInTheDocument();
    // docs/spec/marketplace-spec.md §9 — not at once: 200 ms later.
    expect(callsTo(fetchMock, CHOOSE)).toEqual([]);

    const orderNow = await screen.findByRole('link', { name: 'Order now' });
    expect(orderNow).toHaveAttribute('href', '/request/41/order_now/8?quantity=3');
    expect(callsTo(fetchMock, CHOOSE).map((call) => call.body)).toEqual([{ id: 8, request_id: 41 }]);
    expect(callsTo(fetchMock, DETAIL)).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Choose KP-300 express' })).toBeChecked();
    expect(screen.queryByRole('status', { name: 'Saving your choice' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a pick and keeps the previous choice", async () => {
    stubRoutes({
      [AUTH]: customer,
      [DETAIL]: () => jsonResponse(customerRequestDetail({ offers: [standard, express] })),
      ...requestPageRoutes('offers_selected'),
      [CHOOSE]: () =>
        jsonResponse(
          errorBody({
            code: 'VALIDATION',
            detail: OFFER_MESSAGES.expired,
            field_errors: { id: [OFFER_MESSAGES.expired] },
          }),
          400,
        ),
    });
    const { user } = renderApp(DETAIL_PATH);

    await user.click(await screen.findByRole('radio', { name: 'Choose KP-200 standard' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFER_MESSAGES.expired);
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Choose KP-200 standard' })).not.toBeChecked(),
    );
    expect(screen.queryByRole('link', { name: 'Order now' })).not.toBeInTheDocument();
  });

  it('once ordered, shows the choice but offers neither another pick nor Order now', async () => {
    stubRoutes({
      [AUTH]: customer,
      [DETAIL]: () =>
        jsonResponse(
          customerRequestDetail({
            status: 'ordered',
            chosen_review_id: 7,
            offers: [{ ...standard, chosen: true }, express],
          }),
        ),
      ...requestPageRoutes('ordered'),
    });
    renderApp(DETAIL_PATH);

    expect(await screen.findByRole('radio', { name: 'Choose KP-200 standard' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Choose KP-300 express' })).toBeDisabled();
    expect(screen.getByText('Ordered')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order now' })).not.toBeInTheDocument();
  });

  it('accepts the legacy ?template=request-detaials, and says when no offers are ready yet', async () => {
    stubRoutes({
      [AUTH]: customer,
      [DETAIL]: () => jsonResponse(customerRequestDetail({ status: 'submitted' })),
      ...requestPageRoutes('submitted'),
    });
    renderApp('/user/requests/?template=request-detaials&order_id=q7Xk2pLm9Rt4');

    expect(
      await screen.findByText('No offers yet. We will e-mail you when offers are ready.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Offer comparison' })).not.toBeInTheDocument();
  });

  it("says a request that is not the customer's was not found", async () => {
    stubRoutes({
      [AUTH]: customer,
      [DETAIL]: () =>
        jsonResponse(
          errorBody({ code: 'NOT_FOUND', detail: CUSTOMER_REQUEST_MESSAGES.requestNotFound }),
          404,
        ),
    });
    renderApp(DETAIL_PATH);

    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your requests' })).toHaveAttribute(
      'href',
      '/user/requests/',
    );
  });
});
