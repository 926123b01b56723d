import { PART_ADMIN_MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, pending, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { choose, errorBody, pageBody, partDetailsBody, taxonomyRoutes } from '../test/part-admin-bodies.ts';
import { EditPartPage } from './edit-part-page.tsx';

const PATH = '/super-admin/product/part/7/change/';
const DETAILS = 'GET /api/part-details/7';
const UPDATE = 'PUT /api/part-update/7/';

function stubApi(routes: Parameters<typeof stubRoutes>[0] = {}) {
  return stubRoutes({
    ...taxonomyRoutes(),
    [DETAILS]: () => jsonResponse(partDetailsBody()),
    'GET /api/part/': () => jsonResponse(pageBody([])),
    [UPDATE]: () => jsonResponse(partDetailsBody({ title: 'Inline pump' })),
    ...routes,
  });
}

const card = (index: number) => screen.getByRole('group', { name: `Classification ${index}` });

describe('EditPartPage', () => {
  it('loads the part into the form, with Update instead of Save', async () => {
    stubApi();
    renderWithRouter(<EditPartPage id={7} />, { path: PATH });

    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Centrifugal pump');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit part' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'End-suction pumps for clean water.',
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Part type' })).toHaveValue('pump'));
    expect(within(card(1)).getByRole('combobox', { name: 'Classification' })).toHaveValue('Hydraulics');
    expect(within(card(1)).getByRole('combobox', { name: 'Attribute 1' })).toHaveValue('Flow rate');
    expect(within(card(1)).getByRole('combobox', { name: 'Attribute 2' })).toHaveValue('Fluid');
    expect(
      within(card(1))
        .getAllByRole('checkbox', { name: 'is optional' })
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual([false, false, true]);
    expect(within(card(2)).getByRole('combobox', { name: 'Classification' })).toHaveValue('Installation');
    expect(within(card(2)).getAllByRole('checkbox', { name: 'is optional' })[0]).toBeChecked();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View /part/centrifugal-pump' })).toHaveAttribute(
      'href',
      '/part/centrifugal-pump',
    );
  });

  it('updates: the changed part, the toast, then the part list; Reset first goes back to the loaded part', async () => {
    const fetchMock = stubApi();
    const { user, router } = renderWithRouter(<EditPartPage id={7} />, { path: PATH });
    const title = await screen.findByRole('textbox', { name: 'Title' });

    await user.clear(title);
    await user.type(title, 'Scrap');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(title).toHaveValue('Centrifugal pump');

    await user.clear(title);
    await user.type(title, 'Inline pump');
    await choose(user, screen.getByRole('combobox', { name: 'Part type' }), 'None');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(PART_ADMIN_MESSAGES.updated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin/product/part/'));
    expect(callsTo(fetchMock, UPDATE)[0]?.body).toEqual({
      title: 'Inline pump',
      description: 'End-suction pumps for clean water.',
      part_type_id: null,
      classifications: [
        {
          value: 1,
          title: 'Hydraulics',
          isOptional: false,
          attribute: [
            { value: 11, title: 'Flow rate', isOptional: false },
            { value: 12, title: 'Fluid', isOptional: true },
          ],
        },
        {
          value: 2,
          title: 'Installation',
          isOptional: true,
          attribute: [{ value: 21, title: 'Orientation', isOptional: false }],
        },
      ],
      allow_duplicate_title: false,
    });
  });

  it('shows the form’s outline while the part loads', async () => {
    stubApi({ [DETAILS]: () => pending() });
    renderWithRouter(<EditPartPage id={7} />, { path: PATH });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading part…');
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('an unknown part, or an address without a valid id, is not found', async () => {
    stubApi({
      [DETAILS]: () =>
        jsonResponse(errorBody({ code: 'NOT_FOUND', detail: PART_ADMIN_MESSAGES.partNotFound }), 404),
    });
    const { unmount } = renderWithRouter(<EditPartPage id={7} />, { path: PATH });

    expect(await screen.findByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    expect(screen.getByText(PART_ADMIN_MESSAGES.partNotFound)).toBeInTheDocument();
    unmount();

    const fetchMock = stubApi();
    renderWithRouter(<EditPartPage id={null} />, { path: '/super-admin/product/part/abc/change/' });
    expect(screen.getByRole('heading', { name: 'Part not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the part list' })).toHaveAttribute(
      'href',
      '/super-admin/product/part/',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a failed load says why and retries', async () => {
    let isDown = true;
    stubApi({
      [DETAILS]: () =>
        isDown
          ? jsonResponse(errorBody({ detail: 'The database is not reachable.' }), 503)
          : jsonResponse(partDetailsBody()),
    });
    const { user } = renderWithRouter(<EditPartPage id={7} />, { path: PATH });

    expect(await screen.findByRole('heading', { name: 'This part could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('The database is not reachable.')).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Centrifugal pump');
  });
});
