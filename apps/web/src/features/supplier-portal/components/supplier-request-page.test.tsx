import { DeclineBodySchema, OFFER_MESSAGES, SUPPLIER_PORTAL_MESSAGES } from '@specsource/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp, renderWithRouter } from '../../../../test/render.tsx';
import { attachment, offer, supplierRequestDetail } from '../test-data.ts';
import { SupplierRequestPage } from './supplier-request-page.tsx';

const DETAIL = 'GET /supplier/api/requests/5';
const CREATE = 'POST /supplier/api/requests/5/reviews/';
const DECLINE = 'POST /supplier/api/requests/5/decline/';
const PATH = '/supplier/requests/5/';

function renderPage() {
  return renderWithRouter(<SupplierRequestPage requestId={5} />, { path: PATH });
}

/** Fills the offer form's required fields with good values. */
async function fillOffer(user: ReturnType<typeof renderPage>['user'], form: HTMLElement) {
  await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'KP-200');
  await user.type(within(form).getByRole('textbox', { name: /^Cost(?! unit)/ }), '1234.5');
  await user.type(within(form).getByRole('textbox', { name: /Lead time$/ }), '3');
  await user.type(within(form).getByLabelText(/Valid until/), '2099-12-31');
}

describe('SupplierRequestPage', () => {
  it('shows the specification, comment, files and the offers with version, expiry and delete links', async () => {
    stubRoutes({
      [DETAIL]: () =>
        jsonResponse(
          supplierRequestDetail({
            attachments: [attachment()],
            my_offers: [
              offer({
                version: 3,
                is_expired: true,
                attachments: [
                  attachment({ id: 77, name: 'quote.pdf', url: '/api/files/review-attachments/77' }),
                ],
              }),
            ],
          }),
        ),
    });
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Request ord-AbC123' })).toBeInTheDocument();
    expect(screen.getByText('Flow rate')).toBeInTheDocument();
    expect(screen.getByText('500 gpm')).toBeInTheDocument();
    expect(screen.getByText('Stainless impeller please')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'datasheet.pdf' })).toHaveAttribute(
      'href',
      '/api/files/request-attachments/31',
    );
    const card = screen.getByRole('article', { name: 'Offer KP-200' });
    expect(within(card).getByText('Version 3')).toBeInTheDocument();
    expect(within(card).getByText('Expired')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Delete quote.pdf' })).toHaveAttribute(
      'href',
      '/request/review_attachment/77/delete?request=5',
    );
  });

  it('shows the shared messages under the fields before sending anything', async () => {
    const fetchMock = stubRoutes({ [DETAIL]: () => jsonResponse(supplierRequestDetail()) });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Send offer' });

    await user.type(within(form).getByRole('textbox', { name: /^Cost(?! unit)/ }), '1.234');
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));

    expect(await within(form).findByText(OFFER_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(within(form).getByText(OFFER_MESSAGES.costInvalid)).toBeInTheDocument();
    expect(within(form).getByText(OFFER_MESSAGES.validUntilInvalid)).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);
  });

  it("puts the server's field error under its field", async () => {
    stubRoutes({
      [DETAIL]: () => jsonResponse(supplierRequestDetail()),
      [CREATE]: () =>
        jsonResponse(
          {
            code: 'VALIDATION',
            detail: `Check the field 'valid_until': ${OFFER_MESSAGES.validUntilPast}`,
            field_errors: { valid_until: [OFFER_MESSAGES.validUntilPast] },
          },
          400,
        ),
    });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Send offer' });
    await fillOffer(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));

    expect(await within(form).findByText(OFFER_MESSAGES.validUntilPast)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Valid until/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends a good offer as JSON and says so', async () => {
    const fetchMock = stubRoutes({
      [DETAIL]: () => jsonResponse(supplierRequestDetail()),
      [CREATE]: () => jsonResponse(offer(), 201),
    });
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Send offer' });
    await fillOffer(user, form);
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText(SUPPLIER_PORTAL_MESSAGES.offerCreated)).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)[0]?.body).toEqual({
      title: 'KP-200',
      cost: '1234.5',
      cost_unit: 'each',
      lead_time: 3,
      unit: 'weeks',
      quantity: 3,
      valid_until: '2099-12-31',
      notes: '',
    });
  });

  it('declines with a reason in a modal, after checking the reason is there', async () => {
    const fetchMock = stubRoutes({
      [DETAIL]: () => jsonResponse(supplierRequestDetail()),
      [DECLINE]: () => jsonResponse({ reason: 'No capacity', created_at: '2026-11-23T10:00:00.000Z' }, 201),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Decline request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline request ord-AbC123' });

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    const required = DeclineBodySchema.safeParse({ reason: '' }).error?.issues[0]?.message ?? '';
    expect(await within(dialog).findByText(required)).toBeInTheDocument();
    expect(callsTo(fetchMock, DECLINE)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'No capacity');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText(SUPPLIER_PORTAL_MESSAGES.declined)).toBeInTheDocument();
    expect(callsTo(fetchMock, DECLINE)[0]?.body).toEqual({ reason: 'No capacity' });
  });

  it('hides the offer form of a declined request and says why', async () => {
    stubRoutes({
      [DETAIL]: () =>
        jsonResponse(
          supplierRequestDetail({
            declined: { reason: 'No capacity', created_at: '2026-11-23T10:00:00.000Z' },
            can_offer: false,
          }),
        ),
    });
    renderPage();
    expect(await screen.findByText(/You declined this request on .*No capacity/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Send offer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline request' })).not.toBeInTheDocument();
  });

  it('edits an offer in a form prefilled with its terms, saved as a new version', async () => {
    const fetchMock = stubRoutes({
      [DETAIL]: () => jsonResponse(supplierRequestDetail({ my_offers: [offer()] })),
      'PUT /supplier/api/reviews/41/': () => jsonResponse(offer({ version: 2, cost: '999.00' })),
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit offer KP-200' });
    expect(within(dialog).getByText(SUPPLIER_PORTAL_MESSAGES.versionNote)).toBeInTheDocument();
    const cost = within(dialog).getByRole('textbox', { name: /^Cost(?! unit)/ });
    expect(cost).toHaveValue('1234.50');
    await user.clear(cost);
    await user.type(cost, '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(SUPPLIER_PORTAL_MESSAGES.offerUpdated)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /supplier/api/reviews/41/')[0]?.body).toMatchObject({
      title: 'KP-200',
      cost: '999',
      valid_until: '2099-12-31',
    });
  });

  it('says the request was not found, with a way back', async () => {
    stubRoutes({
      'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'supplier' })),
      [DETAIL]: () =>
        jsonResponse({ code: 'NOT_FOUND', detail: SUPPLIER_PORTAL_MESSAGES.requestNotFound }, 404),
    });
    renderApp(PATH);
    expect(await screen.findByRole('heading', { name: 'Request not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to requests' })).toHaveAttribute(
      'href',
      '/supplier/requests/',
    );
  });
});

describe('SupplierRequestPage attachments', () => {
  it('sends the offer as multipart with the chosen files', async () => {
    const fetchMock = stubRoutes({
      [DETAIL]: () => jsonResponse(supplierRequestDetail()),
      [CREATE]: () => jsonResponse(offer(), 201),
    });
    const { user, container } = renderPage();
    const form = await screen.findByRole('form', { name: 'Send offer' });
    await fillOffer(user, form);
    const picker = container.querySelector('input[type="file"]') as HTMLInputElement;
    expect(picker).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    await user.upload(picker, new File(['%PDF-1.7'], 'quote.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText(SUPPLIER_PORTAL_MESSAGES.offerCreated)).toBeInTheDocument();
    const [, init] =
      fetchMock.mock.calls.find(([url]) => String(url) === '/supplier/api/requests/5/reviews/') ?? [];
    const sent = init?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('title')).toBe('KP-200');
    expect((sent.get('attachments') as File).name).toBe('quote.pdf');
  });
});
