import { PART_SUPPLIER_MESSAGES, type PartSuppliers } from '@specsource/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, pending, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp, renderWithRouter } from '../../../../test/render.tsx';
import { PartSuppliersPage } from './part-suppliers-page.tsx';

const GET = 'GET /api/part/supplier/';
const POST = 'POST /api/part/supplier/';
const PATH = '/super-admin/product/part/7/suppliers/';

const keystone = { id: 11, username: 'keystone-pump' };
const harbor = { id: 12, username: 'harbor-industrial' };
const tidewater = { id: 13, username: 'tidewater-valves' };

function partSuppliersBody(assigned = [keystone, harbor]): PartSuppliers {
  return {
    part: { id: 7, title: 'Pump' },
    part_suppliers: assigned.map((supplier, index) => ({ id: 100 + index, supplier })),
    suppliers: [harbor, keystone, tidewater],
  };
}

function suppliersInput(): HTMLElement {
  return screen.getByRole('combobox', { name: 'Suppliers' });
}

/** The chosen suppliers, as the multi-select's pills show them. */
function chosen(): Array<string | null> {
  return screen.queryAllByText(/./, { selector: '.mantine-Pill-label' }).map((pill) => pill.textContent);
}

describe('PartSuppliersPage', () => {
  it("shows the part's name and its assigned suppliers, asking by part_id", async () => {
    const fetchMock = stubRoutes({ [GET]: () => jsonResponse(partSuppliersBody()) });
    renderWithRouter(<PartSuppliersPage partId={7} />, { path: PATH });

    expect(await screen.findByRole('heading', { level: 1, name: 'Suppliers for Pump' })).toBeInTheDocument();
    expect(chosen()).toEqual(['keystone-pump', 'harbor-industrial']);
    expect(callsTo(fetchMock, GET)[0]?.url.search).toBe('?part_id=7');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/super-admin/product/part/',
    );
  });

  it('keeps an assigned supplier since deactivated, marked as such', async () => {
    const body = partSuppliersBody([keystone, { id: 14, username: 'old-supply' }]);
    stubRoutes({ [GET]: () => jsonResponse(body) });
    renderWithRouter(<PartSuppliersPage partId={7} />, { path: PATH });

    await screen.findByRole('heading', { name: 'Suppliers for Pump' });
    expect(chosen()).toEqual(['keystone-pump', 'old-supply (inactive)']);
  });

  it('is the admin page at /super-admin/product/part/{id}/suppliers/', async () => {
    const fetchMock = stubRoutes({
      'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'admin' })),
      [GET]: () => jsonResponse(partSuppliersBody()),
    });
    renderApp(PATH);

    expect(await screen.findByRole('heading', { level: 1, name: 'Suppliers for Pump' })).toBeInTheDocument();
    expect(callsTo(fetchMock, GET)[0]?.url.search).toBe('?part_id=7');
  });

  it('adds a supplier found by username, saves, toasts and returns to the part list', async () => {
    const fetchMock = stubRoutes({
      [GET]: () => jsonResponse(partSuppliersBody()),
      [POST]: () => jsonResponse(partSuppliersBody([keystone, harbor, tidewater])),
    });
    const { user, router } = renderWithRouter(<PartSuppliersPage partId={7} />, { path: PATH });

    await screen.findByRole('heading', { name: 'Suppliers for Pump' });
    await user.type(suppliersInput(), 'tide');
    await user.click(await screen.findByRole('option', { name: 'tidewater-valves' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PART_SUPPLIER_MESSAGES.saved)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin/product/part/');
    expect(callsTo(fetchMock, POST)[0]?.body).toEqual({ part_id: 7, suppliers: [11, 12, 13] });
  });

  it('removes a supplier: the saved list no longer holds it', async () => {
    const fetchMock = stubRoutes({
      [GET]: () => jsonResponse(partSuppliersBody()),
      [POST]: () => jsonResponse(partSuppliersBody([harbor])),
    });
    const { user } = renderWithRouter(<PartSuppliersPage partId={7} />, { path: PATH });

    await screen.findByRole('heading', { name: 'Suppliers for Pump' });
    const label = screen.getByText('keystone-pump', { selector: '.mantine-Pill-label' });
    const pill = label.closest('.mantine-Pill-root') as HTMLElement;
    await user.click(within(pill).getByRole('button', { hidden: true }));
    expect(chosen()).toEqual(['harbor-industrial']);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(PART_SUPPLIER_MESSAGES.saved);
    expect(callsTo(fetchMock, POST)[0]?.body).toEqual({ part_id: 7, suppliers: [12] });
  });

  it("shows the server's refusal under the field, and stays on the page", async () => {
    stubRoutes({
      [GET]: () => jsonResponse(partSuppliersBody()),
      [POST]: () =>
        jsonResponse(
          errorBody({
            code: 'VALIDATION',
            detail: PART_SUPPLIER_MESSAGES.notSuppliers,
            field_errors: { suppliers: [PART_SUPPLIER_MESSAGES.notSuppliers] },
          }),
          400,
        ),
    });
    const { user, router } = renderWithRouter(<PartSuppliersPage partId={7} />, { path: PATH });

    await screen.findByRole('heading', { name: 'Suppliers for Pump' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(PART_SUPPLIER_MESSAGES.notSuppliers)).toBeInTheDocument();
    expect(suppliersInput()).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('a part deleted meanwhile: the save error says so', async () => {
    stubRoutes({
      [GET]: () => jsonResponse(partSuppliersBody()),
      [POST]: () =>
        jsonResponse(errorBody({ code: 'NOT_FOUND', detail: PART_SUPPLIER_MESSAGES.partNotFound }), 404),
    });
    const { user } = renderWithRouter(<PartSuppliersPage partId={7} />, { path: PATH });

    await screen.findByRole('heading', { name: 'Suppliers for Pump' });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(PART_SUPPLIER_MESSAGES.partNotFound);
  });

  it('loading, then not found for an unknown part or an id that is not one', async () => {
    stubRoutes({ [GET]: () => pending() });
    const { unmount } = renderWithRouter(<PartSuppliersPage partId={7} />, { path: PATH });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the suppliers…');
    unmount();

    stubRoutes({
      [GET]: () =>
        jsonResponse(errorBody({ code: 'NOT_FOUND', detail: PART_SUPPLIER_MESSAGES.partNotFound }), 404),
    });
    const notFound = renderWithRouter(<PartSuppliersPage partId={7} />, { path: PATH });
    expect(await screen.findByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to parts' })).toHaveAttribute(
      'href',
      '/super-admin/product/part/',
    );
    notFound.unmount();

    const fetchMock = stubRoutes({});
    renderWithRouter(<PartSuppliersPage partId={null} />, { path: PATH });
    expect(screen.getByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('another failure shows its detail and can be retried', async () => {
    let isDown = true;
    stubRoutes({
      [GET]: () =>
        isDown
          ? jsonResponse(errorBody({ code: 'UNAVAILABLE', detail: 'The service is busy. Try again.' }), 503)
          : jsonResponse(partSuppliersBody()),
    });
    const { user } = renderWithRouter(<PartSuppliersPage partId={7} />, { path: PATH });

    expect(await screen.findByText('The service is busy. Try again.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Suppliers for Pump' })).toBeInTheDocument();
  });
});
