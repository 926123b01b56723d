import { PART_ADMIN_MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { errorBody, pageBody, partDetailsBody, taxonomyRoutes } from '../test/part-admin-bodies.ts';
import { EditPartPage } from './edit-part-page.tsx';

const PATH = '/super-admin/product/part/7/change/';
const UPDATE = 'PUT /api/part-update/7/';
const SAME_TITLE = 'GET /api/part/';

const twin = { id: 9, title: 'centrifugal pump', slug: 'centrifugal-pump-2' };

function stubApi(routes: Parameters<typeof stubRoutes>[0] = {}) {
  return stubRoutes({
    ...taxonomyRoutes(),
    'GET /api/part-details/7': () => jsonResponse(partDetailsBody()),
    'GET /api/part-details/9': () =>
      jsonResponse(
        partDetailsBody({
          id: 9,
          slug: twin.slug,
          title: twin.title,
          description: 'Close-coupled pumps.',
          partclassification_set: [
            {
              id: 90,
              classification: { id: 3, title: 'Materials' },
              is_optional: false,
              partclassificationattribute_set: [
                {
                  id: 900,
                  is_optional: true,
                  attribute: {
                    id: 31,
                    title: 'Casing material',
                    type: 'text',
                    options: [],
                    unit: [],
                    value: null,
                    unit_value: null,
                  },
                },
              ],
            },
          ],
        }),
      ),
    // The part itself has its own title; only the other one counts.
    [SAME_TITLE]: () =>
      jsonResponse(pageBody([{ id: 7, title: 'Centrifugal pump', slug: 'centrifugal-pump' }, twin])),
    [UPDATE]: ({ body }) =>
      jsonResponse(partDetailsBody({ updated_at: '2026-06-02T08:00:00.000Z', ...(body as object) })),
    ...routes,
  });
}

async function openModal() {
  const view = renderWithRouter(<EditPartPage id={7} />, { path: PATH });
  await view.user.click(await screen.findByRole('button', { name: 'Update' }));
  const dialog = await screen.findByRole('dialog', { name: 'Parts with the same title' });
  return { ...view, dialog };
}

describe('similar-title modal', () => {
  it('opens when another part has exactly this title: this part beside it', async () => {
    const fetchMock = stubApi();
    const { dialog } = await openModal();

    expect(callsTo(fetchMock, SAME_TITLE)[0]?.url.search).toBe(
      '?title=Centrifugal+pump&exact=true&pagination=false',
    );
    const current = within(dialog).getByRole('region', { name: 'This part' });
    expect(current).toHaveTextContent('Centrifugal pump');
    expect(current).toHaveTextContent('End-suction pumps for clean water.');
    expect(current).toHaveTextContent('Hydraulics: Flow rate, Fluid (optional)');
    expect(current).toHaveTextContent('Installation (optional): Orientation');

    const similar = within(dialog).getByRole('region', { name: 'Parts with the same title' });
    expect(await within(similar).findByText(/Casing material \(optional\)/)).toBeInTheDocument();
    expect(similar).toHaveTextContent('Close-coupled pumps.');
    expect(within(similar).getByRole('link', { name: '/part/centrifugal-pump-2' })).toHaveAttribute(
      'href',
      '/part/centrifugal-pump-2',
    );
    expect(within(similar).getByRole('link', { name: /^Edit centrifugal pump/ })).toHaveAttribute(
      'href',
      '/super-admin/product/part/9/change/',
    );
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
  });

  it('Close cancels: nothing is saved and the form stays as it was', async () => {
    const fetchMock = stubApi();
    const { dialog, user, router } = await openModal();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetchMock, UPDATE)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Centrifugal pump');
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('keeps focus inside and closes with Escape', async () => {
    stubApi();
    const { dialog, user } = await openModal();

    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('Save changes sends allow_duplicate_title and saves', async () => {
    const fetchMock = stubApi();
    const { dialog, user, router } = await openModal();

    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(PART_ADMIN_MESSAGES.updated)).toBeInTheDocument();
    expect(
      callsTo(fetchMock, UPDATE).map(
        (call) => (call.body as { allow_duplicate_title: boolean }).allow_duplicate_title,
      ),
    ).toEqual([true]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/super-admin/product/part/'));
  });

  it('without another part of that title, saves at once', async () => {
    const fetchMock = stubApi({
      [SAME_TITLE]: () =>
        jsonResponse(pageBody([{ id: 7, title: 'Centrifugal pump', slug: 'centrifugal-pump' }])),
    });
    const { user } = renderWithRouter(<EditPartPage id={7} />, { path: PATH });

    await user.click(await screen.findByRole('button', { name: 'Update' }));

    expect(await screen.findByText(PART_ADMIN_MESSAGES.updated)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, UPDATE)[0]?.body).toMatchObject({ allow_duplicate_title: false });
  });

  it('a duplicate the check missed (saved meanwhile) is the server’s 409, shown under the title', async () => {
    stubApi({
      [SAME_TITLE]: () => jsonResponse(pageBody([])),
      [UPDATE]: () =>
        jsonResponse(
          errorBody({
            code: 'CONFLICT',
            detail: PART_ADMIN_MESSAGES.duplicateTitle,
            field_errors: { title: [PART_ADMIN_MESSAGES.duplicateTitle] },
          }),
          409,
        ),
    });
    const { user } = renderWithRouter(<EditPartPage id={7} />, { path: PATH });

    await user.click(await screen.findByRole('button', { name: 'Update' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
        PART_ADMIN_MESSAGES.duplicateTitle,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
