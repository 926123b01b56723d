import { PART_TYPE_MESSAGES } from '@specsource/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentUser, errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, pending, stubRoutes } from '../../../../test/fetch-stub.ts';
import { comingSoonConfig, pumpConfig } from '../../../../test/part-types.ts';
import { renderApp, renderWithRouter } from '../../../../test/render.tsx';
import { partTypeItem } from '../test-data.ts';
import { PartTypeEditPage } from './part-type-edit-page.tsx';

const LIST = 'GET /api/part-types/';
const UPDATE = 'PUT /api/part-types/2';
const DELETE = 'DELETE /api/part-types/2';
const PATH = '/super-admin/product/part-type/2/change/';
const SIGN_UPS = 'GET /api/part-types/compressor/notify/';
const noSignUps = () => jsonResponse({ count: 0, next: null, previous: null, results: [] });

function fieldset(legend: string): HTMLElement {
  return screen.getByRole('group', { name: legend });
}

describe('PartTypeEditPage', () => {
  it('groups the configuration as the spec does, filled with the stored values', async () => {
    stubRoutes({
      [LIST]: () =>
        jsonResponse([partTypeItem(), partTypeItem({ id: 1, name: 'pump', config: pumpConfig() })]),
    });
    renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Part type: Compressor' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('compressor');
    expect(within(fieldset('Features')).getByRole('switch', { name: 'Instant results' })).not.toBeChecked();
    expect(within(fieldset('Loading')).getByRole('textbox', { name: 'Loading title' })).toHaveValue(
      'We received your request!',
    );
    expect(within(fieldset('Results')).getByRole('textbox', { name: 'Max matches' })).toHaveValue('3');
    const comingSoon = fieldset('Coming soon');
    expect(within(comingSoon).getByRole('switch', { name: 'Coming soon' })).toBeChecked();
    expect(within(comingSoon).getByRole('textbox', { name: 'Estimated launch' })).toHaveValue('Q1 2026');
    expect(within(comingSoon).getByText('Specific power comparison')).toBeInTheDocument();
    const meta = fieldset('Meta');
    expect(within(meta).getByRole('textbox', { name: 'Display name' })).toHaveValue('Compressor');
    expect(within(meta).getByRole('textbox', { name: 'Colour' })).toHaveValue('#2f9e44');
  });

  it('saves the edited configuration: the admin sets the launch date, a feature, a flag and the total', async () => {
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse([partTypeItem()]),
      [UPDATE]: ({ body }) => jsonResponse({ id: 2, ...(body as object) }),
    });
    const { user } = renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });

    const launch = await screen.findByRole('textbox', { name: 'Estimated launch' });
    await user.clear(launch);
    await user.type(launch, 'Q3 2026');
    await user.type(screen.getByPlaceholderText('Add a feature'), 'Top 3 matches{Enter}');
    await user.click(screen.getByRole('switch', { name: 'Show the top matches' }));
    await user.type(screen.getByRole('textbox', { name: 'Database total' }), '1500');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Part type 'compressor' saved")).toBeInTheDocument();
    const expected = comingSoonConfig();
    expected.comingSoon.estimatedLaunch = 'Q3 2026';
    expected.comingSoon.features = ['Specific power comparison', 'Top 3 matches'];
    expected.results.showTopMatches = true;
    expected.meta.databaseTotal = 1500;
    expect(callsTo(fetchMock, UPDATE)[0]?.body).toEqual({ name: 'compressor', config: expected });
  });

  it('an emptied launch date is sent as null: no date promised', async () => {
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse([partTypeItem()]),
      [UPDATE]: ({ body }) => jsonResponse({ id: 2, ...(body as object) }),
    });
    const { user } = renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });

    await user.clear(await screen.findByRole('textbox', { name: 'Estimated launch' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText("Part type 'compressor' saved");
    expect(callsTo(fetchMock, UPDATE)[0]?.body).toMatchObject({
      config: { comingSoon: { estimatedLaunch: null } },
    });
  });

  it('checks the rules before sending: max matches given, coming-soon texts, no instant results while coming soon', async () => {
    const fetchMock = stubRoutes({ [LIST]: () => jsonResponse([partTypeItem()]) });
    const { user } = renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });

    // The input itself keeps the number within 1–3; left empty, the schema names the range.
    const maxMatches = await screen.findByRole('textbox', { name: 'Max matches' });
    await user.clear(maxMatches);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PART_TYPE_MESSAGES.maxMatchesInvalid)).toBeInTheDocument();

    await user.type(maxMatches, '2');
    await user.clear(screen.getByRole('textbox', { name: 'Coming-soon title' }));
    await user.click(screen.getByRole('switch', { name: 'Instant results' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await within(fieldset('Coming soon')).findByText(PART_TYPE_MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText(PART_TYPE_MESSAGES.comingSoonWithInstantResults)).toBeInTheDocument();
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it("puts the server's field errors on their fields", async () => {
    stubRoutes({
      [LIST]: () => jsonResponse([partTypeItem()]),
      [UPDATE]: () =>
        jsonResponse(
          errorBody({
            code: 'VALIDATION',
            detail: "Check the field 'config.meta.icon'",
            field_errors: { 'config.meta.icon': ['Icon taken by another type'] },
          }),
          400,
        ),
    });
    const { user } = renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });

    await user.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await within(fieldset('Meta')).findByText('Icon taken by another type')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Icon' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('is the admin page at /super-admin/product/part-type/{id}/change/, reached from the list', async () => {
    stubRoutes({
      'GET /api/check-auth/': () => jsonResponse(currentUser({ role: 'admin' })),
      [LIST]: () => jsonResponse([partTypeItem()]),
    });
    const { user, router } = renderApp('/super-admin/product/part-type/');

    await user.click(await screen.findByRole('link', { name: 'Edit compressor' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Part type: Compressor' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
    expect(screen.getByRole('link', { name: 'Part types' })).toHaveAttribute(
      'href',
      '/super-admin/product/part-type/',
    );
  });

  it('shows a loading state while the list loads', async () => {
    stubRoutes({ [LIST]: () => pending() });
    renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the part type…');
  });

  it('says so when the type does not exist', async () => {
    stubRoutes({ [LIST]: () => jsonResponse([partTypeItem({ id: 5 })]) });
    renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });

    expect(await screen.findByRole('heading', { name: PART_TYPE_MESSAGES.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to part types' })).toHaveAttribute(
      'href',
      '/super-admin/product/part-type/',
    );
  });

  it('deletes an unused type after confirmation and returns to the list', async () => {
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse([partTypeItem({ part_count: 0 })]),
      [DELETE]: () => jsonResponse({ detail: "The part type 'compressor' was deleted" }),
    });
    const { user, router } = renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });

    await user.click(await screen.findByRole('button', { name: 'Delete part type' }));
    const dialog = await screen.findByRole('dialog', { name: "Delete the part type 'compressor'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText("The part type 'compressor' was deleted")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin/product/part-type/');
    expect(callsTo(fetchMock, DELETE)).toHaveLength(1);
  });

  it('cannot delete a type parts use; a refusal from the server names the parts', async () => {
    stubRoutes({
      [LIST]: () => jsonResponse([partTypeItem({ part_count: 0 })]),
      [SIGN_UPS]: noSignUps,
      [DELETE]: () =>
        jsonResponse(
          errorBody({
            code: 'CONFLICT',
            detail: "The part type 'compressor' is used by the part: Compressor.",
          }),
          409,
        ),
    });
    const { user } = renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });

    await user.click(await screen.findByRole('button', { name: 'Delete part type' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('is used by the part: Compressor.');
  });

  it('lists who is waiting for a coming-soon type’s launch, and links to its coming-soon page', async () => {
    stubRoutes({
      [LIST]: () => jsonResponse([partTypeItem()]),
      [SIGN_UPS]: () =>
        jsonResponse({
          count: 1,
          next: null,
          previous: null,
          results: [
            { email: 'grace@example.com', created_at: '2026-11-25T09:00:00.000Z', is_customer: true },
          ],
        }),
    });
    renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });

    const list = await screen.findByRole('table', { name: 'Waiting for the launch' });
    expect(await within(list).findByRole('cell', { name: 'grace@example.com' })).toBeInTheDocument();
    expect(within(list).getByRole('cell', { name: 'A customer' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open its coming-soon page' })).toHaveAttribute(
      'href',
      '/coming-soon/compressor/',
    );
  });

  it('disables Delete while parts use the type', async () => {
    stubRoutes({ [LIST]: () => jsonResponse([partTypeItem({ part_count: 2 })]) });
    renderWithRouter(<PartTypeEditPage id={2} />, { path: PATH });

    expect(await screen.findByRole('button', { name: 'Delete part type' })).toBeDisabled();
    expect(screen.getByText(/2 parts use this type/)).toBeInTheDocument();
  });
});
