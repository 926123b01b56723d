import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { adminAttribute, GPM, M3H, taxonomyItem } from '../testing/taxonomy-fixtures.ts';
import { ClassificationPage } from './classification-page.tsx';

const CLASSIFICATIONS = 'GET /api/classification';
const ATTRIBUTES = 'GET /api/attribute/1';

const FLOW = adminAttribute({ id: 21, title: 'Flow', key: 'flow_rate', min_exclusive: true });
const SEAL = adminAttribute({
  id: 22,
  title: 'Seal',
  type: 'select',
  options: ['Mechanical', 'Packing'],
  unit: [],
  min_value: null,
  max_value: null,
});

function stubPump(extra: Parameters<typeof stubRoutes>[0] = {}) {
  return stubRoutes({
    [CLASSIFICATIONS]: () => jsonResponse([taxonomyItem({ id: 1, title: 'Pump' })]),
    [ATTRIBUTES]: () => jsonResponse([FLOW, SEAL].map(({ id, title }) => ({ id, title }))),
    'GET /api/attributes/21': () => jsonResponse(FLOW),
    'GET /api/attributes/22': () => jsonResponse(SEAL),
    'GET /api/units/': () => jsonResponse([GPM, M3H]),
    ...extra,
  });
}

function tableRows(): string[][] {
  const table = screen.getByRole('table', { name: 'Attributes' });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.children].map((cell) => cell.textContent ?? ''));
}

describe('ClassificationPage', () => {
  it('shows the classification with its attributes: type, options, key, units (default first), min and max', async () => {
    const fetchMock = stubPump();
    renderWithRouter(<ClassificationPage id="1" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Pump' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All classifications' })).toHaveAttribute(
      'href',
      '/super-admin/product/classification/',
    );
    await screen.findByRole('cell', { name: 'Seal' });
    expect(tableRows()).toEqual([
      ['Title↕', 'Type', 'Options', 'Units', 'Pump search key', 'Min', 'Max', 'Actions'],
      ['Flow', 'Number', '—', 'gpm (default), m3/h', 'flow_rate', '> 0', '≤ 5000', 'EditDelete'],
      ['Seal', 'Select', 'Mechanical, Packing', '—', '—', '—', '—', 'EditDelete'],
    ]);
    expect(callsTo(fetchMock, 'GET /api/attributes/21')).toHaveLength(1);
  });

  it('an unknown or malformed id is not found, with a way back', async () => {
    const fetchMock = stubPump();
    const { unmount } = renderWithRouter(<ClassificationPage id="9" />);

    expect(await screen.findByRole('heading', { name: 'Classification not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All classifications' })).toHaveAttribute(
      'href',
      '/super-admin/product/classification/',
    );
    unmount();

    renderWithRouter(<ClassificationPage id="pump" />);
    expect(screen.getByRole('heading', { name: 'Classification not found' })).toBeInTheDocument();
    expect(callsTo(fetchMock, CLASSIFICATIONS)).toHaveLength(1);
  });

  it('renames the classification here', async () => {
    const fetchMock = stubPump({
      'PUT /api/classification/1': ({ body }) => jsonResponse({ id: 1, ...(body as object) }),
    });
    const { user } = renderWithRouter(<ClassificationPage id="1" />);

    await user.click(await screen.findByRole('button', { name: 'Rename classification' }));
    const title = within(screen.getByRole('dialog', { name: "Rename 'Pump'" })).getByRole('textbox', {
      name: /^Title/,
    });
    await user.clear(title);
    await user.type(title, 'Pumps{Enter}');

    expect(await screen.findByText('Classification renamed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/classification/1')[0]?.body).toEqual({ title: 'Pumps' });
  });

  it('creates an attribute in a modal, then lists it', async () => {
    let created = false;
    const VOLTAGE = adminAttribute({
      id: 23,
      title: 'Voltage',
      type: 'text',
      unit: [],
      min_value: null,
      max_value: null,
    });
    const fetchMock = stubPump({
      [ATTRIBUTES]: () =>
        jsonResponse([FLOW, SEAL, ...(created ? [VOLTAGE] : [])].map(({ id, title }) => ({ id, title }))),
      'GET /api/attributes/23': () => jsonResponse(VOLTAGE),
      'POST /api/attributes/': () => {
        created = true;
        return jsonResponse(VOLTAGE, 201);
      },
    });
    const { user } = renderWithRouter(<ClassificationPage id="1" />);

    await user.click(await screen.findByRole('button', { name: 'New attribute' }));
    const dialog = screen.getByRole('dialog', { name: 'New attribute' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Voltage{Enter}');

    expect(await screen.findByText('Attribute created')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Voltage' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/attributes/')[0]?.body).toMatchObject({
      classification_id: 1,
      title: 'Voltage',
      type: 'text',
    });
  });

  it('deleting an attribute a part uses shows the 409 detail naming the parts', async () => {
    const detail = "The attribute 'Seal' is used by the part: Pump A. Remove it from those parts first.";
    const fetchMock = stubPump({
      'DELETE /api/attributes/22': () => jsonResponse(errorBody({ code: 'CONFLICT', detail }), 409),
    });
    const { user } = renderWithRouter(<ClassificationPage id="1" />);

    await user.click(await screen.findByRole('button', { name: 'Delete Seal' }));
    const dialog = screen.getByRole('dialog', { name: "Delete 'Seal'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete attribute' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    expect(callsTo(fetchMock, 'DELETE /api/attributes/22')).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Seal' })).toBeInTheDocument());
  });

  it("the classifications can't load: the server's detail and a retry", async () => {
    stubRoutes({ [CLASSIFICATIONS]: () => jsonResponse(errorBody(), 500) });
    renderWithRouter(<ClassificationPage id="1" />);

    expect(
      await screen.findByRole('heading', { name: 'This classification could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByText(errorBody().detail)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
