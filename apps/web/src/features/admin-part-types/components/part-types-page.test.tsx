import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { comingSoonConfig, pumpConfig } from '../../../../test/part-types.ts';
import { onPhone } from '../../../../test/phone.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { newPartTypeConfig } from '../lib/new-part-type-config.ts';
import { partTypeItem } from '../test-data.ts';
import { PartTypesPage } from './part-types-page.tsx';

const LIST = 'GET /api/part-types/';
const CREATE = 'POST /api/part-types/';
const PATH = '/super-admin/product/part-type/';

function cellsOf(row: HTMLElement | undefined): Array<string | null> {
  return within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('PartTypesPage', () => {
  it('lists each type: name, display name, instant results, coming soon with its launch, parts, edit link', async () => {
    const valve = comingSoonConfig();
    valve.comingSoon.estimatedLaunch = null;
    valve.meta.displayName = 'Valve';
    stubRoutes({
      [LIST]: () =>
        jsonResponse([
          partTypeItem(),
          partTypeItem({ id: 1, name: 'pump', config: pumpConfig(), part_count: 3 }),
          partTypeItem({ id: 4, name: 'valve', config: valve, part_count: 0 }),
        ]),
    });
    renderWithRouter(<PartTypesPage />, { path: PATH });

    const table = await screen.findByRole('table', { name: 'Part types' });
    const [, compressor, pump, valveRow] = within(table).getAllByRole('row');
    expect(cellsOf(compressor)).toEqual(['compressor', 'Compressor', 'Off', 'Yes, Q1 2026', '1', 'Edit']);
    expect(cellsOf(pump)).toEqual(['pump', 'Pump', 'On', 'No', '3', 'Edit']);
    expect(cellsOf(valveRow)).toEqual(['valve', 'Valve', 'Off', 'Yes, no date', '0', 'Edit']);
    expect(screen.getByRole('link', { name: 'Edit pump' })).toHaveAttribute(
      'href',
      '/super-admin/product/part-type/1/change/',
    );
  });

  it('on a phone shows a card per type with its edit link, nothing to scroll sideways', async () => {
    onPhone();
    stubRoutes({ [LIST]: () => jsonResponse([partTypeItem()]) });
    renderWithRouter(<PartTypesPage />, { path: PATH });

    const list = await screen.findByRole('list', { name: 'Part types' });
    const [card] = within(list).getAllByRole('listitem');
    expect(
      within(card as HTMLElement)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['compressor', 'Compressor', 'Off', 'Yes, Q1 2026', '1']);
    expect(within(card as HTMLElement).getByRole('link', { name: 'Edit compressor' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Part types' })).not.toBeInTheDocument();
  });

  it('shows the server’s detail when the list fails, and retries', async () => {
    let isDown = true;
    stubRoutes({
      [LIST]: () =>
        isDown
          ? jsonResponse(errorBody({ code: 'INTERNAL', detail: 'Something went wrong on our side.' }), 500)
          : jsonResponse([partTypeItem()]),
    });
    const { user } = renderWithRouter(<PartTypesPage />, { path: PATH });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'compressor' })).toBeInTheDocument();
  });

  it('creates a coming-soon type from a name and its display names, then opens its edit page', async () => {
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse([]),
      [CREATE]: ({ body }) => jsonResponse({ id: 9, ...(body as object) }, 201),
    });
    const { user, router } = renderWithRouter(<PartTypesPage />, { path: PATH });

    expect(await screen.findByText(/No part types yet/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New part type' });
    await user.click(within(form).getByRole('button', { name: 'Create part type' }));
    expect(within(form).getByText('Enter a name')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Heat exchanger');
    await user.type(within(form).getByRole('textbox', { name: 'Display name' }), 'Heat exchanger');
    await user.type(within(form).getByRole('textbox', { name: 'Plural name' }), 'Heat exchangers');
    await user.click(within(form).getByRole('button', { name: 'Create part type' }));

    expect(await screen.findByText("Part type 'Heat exchanger' created")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/super-admin/product/part-type/9/change/');
    const [request] = callsTo(fetchMock, CREATE);
    const expectedConfig = newPartTypeConfig({
      name: 'Heat exchanger',
      displayName: 'Heat exchanger',
      pluralName: 'Heat exchangers',
    });
    expect(request?.body).toEqual({ name: 'Heat exchanger', config: expectedConfig });
    expect(expectedConfig.meta.icon).toBe('heat-exchanger');
    expect(expectedConfig.comingSoon).toMatchObject({ enabled: true, estimatedLaunch: null });
  });

  it('shows a taken name under the Name field', async () => {
    stubRoutes({
      [LIST]: () => jsonResponse([partTypeItem()]),
      [CREATE]: () =>
        jsonResponse(
          errorBody({
            code: 'CONFLICT',
            detail: 'A part type with this name already exists',
            field_errors: { name: ['A part type with this name already exists'] },
          }),
          409,
        ),
    });
    const { user } = renderWithRouter(<PartTypesPage />, { path: PATH });

    const form = await screen.findByRole('form', { name: 'New part type' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'COMPRESSOR');
    await user.type(within(form).getByRole('textbox', { name: 'Display name' }), 'Compressor');
    await user.type(within(form).getByRole('textbox', { name: 'Plural name' }), 'Compressors');
    await user.click(within(form).getByRole('button', { name: 'Create part type' }));

    expect(await within(form).findByText('A part type with this name already exists')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });
});
