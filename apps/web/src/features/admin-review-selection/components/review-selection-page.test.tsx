import {
  type EndpointResponse,
  type listRequestsEndpoint,
  OFFER_MESSAGES,
  REVIEW_SELECTION_MESSAGES,
  type RequestReview,
} from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp, renderWithRouter } from '../../../../test/render.tsx';
import { ReviewSelectionPage } from './review-selection-page.tsx';

const PATH = '/super-admin/order/selectedrequestreview/';
const LIST = 'GET /api/request/';
const REVIEWS = 'GET /api/request_reviews/ord-pump-42';
const POST = 'POST /api/request_reviews_create/';

type RequestRow = EndpointResponse<typeof listRequestsEndpoint>['results'][number];

const pumpRequest: RequestRow = {
  id: 42,
  order_id: 'ord-pump-42',
  part: { id: 1, title: 'Pump', slug: 'pump' },
  status: 'offered',
  quantity: 3,
  created_at: '2026-11-20T09:30:00.000Z',
  offer_count: 3,
  selected_count: 0,
};

function offer(overrides: Partial<RequestReview>): RequestReview {
  return {
    id: 1,
    title: 'KP-200 end-suction',
    cost: '1250.00',
    currency: 'USD',
    cost_unit: 'each',
    lead_time: 3,
    unit: 'weeks',
    quantity: 1,
    valid_until: '2026-12-31',
    status: 'submitted',
    is_expired: false,
    selected: false,
    supplier: { id: 11, username: 'keystone-pump' },
    version: 1,
    ...overrides,
  };
}

const offers = [
  offer({ id: 7 }),
  offer({
    id: 8,
    title: 'HI split-case',
    supplier: { id: 12, username: 'harbor-industrial' },
    selected: true,
  }),
  offer({ id: 9, title: 'Old quote', is_expired: true, valid_until: '2026-11-01' }),
];

const requestPage = (results: RequestRow[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

async function chooseRequest(user: ReturnType<typeof renderWithRouter>['user']) {
  await user.click(screen.getByRole('combobox', { name: 'Request' }));
  await user.click(await screen.findByRole('option', { name: 'ord-pump-42 · Pump · 3 offers' }));
  await screen.findByRole('checkbox', { name: 'KP-200 end-suction' });
}

describe('ReviewSelectionPage', () => {
  it("lists the request's offers with supplier and validity; ticks the current selection; expired disabled", async () => {
    stubRoutes({
      [LIST]: () => jsonResponse(requestPage([pumpRequest])),
      [REVIEWS]: () => jsonResponse(offers),
    });
    const { user } = renderWithRouter(<ReviewSelectionPage />, { path: PATH });

    await chooseRequest(user);
    expect(screen.getByRole('checkbox', { name: 'KP-200 end-suction' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'HI split-case' })).toBeChecked();
    expect(screen.getByText('harbor-industrial')).toBeInTheDocument();
    const expired = screen.getByRole('checkbox', { name: 'Old quote' });
    expect(expired).toBeDisabled();
    expect(screen.getByText(OFFER_MESSAGES.expired)).toBeInTheDocument();
  });

  it('searches requests on the server as the admin types', async () => {
    const fetchMock = stubRoutes({ [LIST]: () => jsonResponse(requestPage([pumpRequest])) });
    const { user } = renderWithRouter(<ReviewSelectionPage />, { path: PATH });

    await user.type(screen.getByRole('combobox', { name: 'Request' }), 'ord-pump');
    await waitFor(() =>
      expect(callsTo(fetchMock, LIST).at(-1)?.url.searchParams.get('search')).toBe('ord-pump'),
    );
  });

  it("says 'Fill the form' under the offers when none is ticked, and posts nothing", async () => {
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse(requestPage([pumpRequest])),
      [REVIEWS]: () => jsonResponse(offers),
    });
    const { user } = renderWithRouter(<ReviewSelectionPage />, { path: PATH });

    await chooseRequest(user);
    await user.click(screen.getByRole('checkbox', { name: 'HI split-case' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(REVIEW_SELECTION_MESSAGES.fillTheForm)).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)).toEqual([]);
  });

  it('asks for a request first', async () => {
    stubRoutes({ [LIST]: () => jsonResponse(requestPage([pumpRequest])) });
    const { user } = renderWithRouter(<ReviewSelectionPage />, { path: PATH });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(REVIEW_SELECTION_MESSAGES.requestIdInvalid)).toBeInTheDocument();
  });

  it('submits the ticked offers, toasts success and starts over with an empty form at the same address', async () => {
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse(requestPage([pumpRequest])),
      [REVIEWS]: () => jsonResponse(offers),
      [POST]: () => jsonResponse({ detail: REVIEW_SELECTION_MESSAGES.selected, selected: [7, 8] }),
    });
    const { user, router } = renderWithRouter(<ReviewSelectionPage />, { path: PATH });

    await chooseRequest(user);
    await user.click(screen.getByRole('checkbox', { name: 'KP-200 end-suction' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Offers selected successfully')).toBeInTheDocument();
    expect(callsTo(fetchMock, POST)[0]?.body).toEqual({ request_id: 42, reviews: [8, 7] });
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('combobox', { name: 'Request' })).toHaveValue('');
    expect(screen.queryByRole('checkbox', { name: 'KP-200 end-suction' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal under the offers, and any other failure as an alert", async () => {
    const expiredDetail = `'HI split-case': ${OFFER_MESSAGES.expired}`;
    let answer = () =>
      jsonResponse(
        errorBody({ code: 'VALIDATION', detail: expiredDetail, field_errors: { reviews: [expiredDetail] } }),
        400,
      );
    stubRoutes({
      [LIST]: () => jsonResponse(requestPage([pumpRequest])),
      [REVIEWS]: () => jsonResponse(offers),
      [POST]: () => answer(),
    });
    const { user, router } = renderWithRouter(<ReviewSelectionPage />, { path: PATH });

    await chooseRequest(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText(expiredDetail)).not.toHaveLength(0);
    expect(screen.getByRole('checkbox', { name: 'HI split-case' })).toBeChecked();

    answer = () =>
      jsonResponse(errorBody({ code: 'CONFLICT', detail: REVIEW_SELECTION_MESSAGES.requestClosed }), 409);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = (await screen.findByText('The selection was not saved')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(REVIEW_SELECTION_MESSAGES.requestClosed);
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('is the admin page at /super-admin/order/selectedrequestreview/, linked from the admin nav', async () => {
    stubRoutes({
      'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'admin' })),
      [LIST]: () => jsonResponse(requestPage([pumpRequest])),
    });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Offer selection' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Offer selection' })).toHaveAttribute('href', PATH);
  });
});

describe('the queue of requests awaiting offer selection', () => {
  const QUEUE = 'GET /api/request/awaiting-selection/';
  const waiting = {
    ...pumpRequest,
    waiting_offer_count: 2,
    waiting_since: '2026-11-21T08:00:00.000Z',
  };

  it('lists each waiting request with its new offers, and Choose offers opens it in the form', async () => {
    stubRoutes({
      [QUEUE]: () => jsonResponse(requestPage([waiting])),
      [LIST]: () => jsonResponse(requestPage([pumpRequest])),
      [REVIEWS]: () => jsonResponse(offers),
    });
    const { user, router } = renderWithRouter(<ReviewSelectionPage />, { path: PATH });

    const queue = await screen.findByRole('table', { name: 'Awaiting offer selection' });
    expect(await within(queue).findByRole('cell', { name: 'ord-pump-42' })).toBeInTheDocument();
    expect(within(queue).getByText('2 new')).toBeInTheDocument();
    expect(within(queue).getByRole('cell', { name: '0 of 3' })).toBeInTheDocument();

    await user.click(within(queue).getByRole('link', { name: 'Choose offers for ord-pump-42' }));
    expect(router.state.location.search).toBe('?order_id=ord-pump-42');
    expect(await screen.findByRole('checkbox', { name: 'KP-200 end-suction' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Request' })).toHaveValue('ord-pump-42 · Pump · 3 offers');
  });
});
