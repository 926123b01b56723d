import { TAXONOMY_MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { taxonomyItem } from '../testing/taxonomy-fixtures.ts';
import { ClassificationsPage } from './classifications-page.tsx';

const LIST = 'GET /api/classification';
const CREATE = 'POST /api/classification';

const PUMP = taxonomyItem({ id: 1, title: 'Pump' });
const MOTOR = taxonomyItem({ id: 2, title: 'Motor' });

function rowTitles(): string[] {
  const table = screen.getByRole('table', { name: 'All classifications' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent ?? '');
}

describe('ClassificationsPage', () => {
  it('lists classifications, each linking to its attributes', async () => {
    stubRoutes({ [LIST]: () => jsonResponse([MOTOR, PUMP]) });
    renderWithRouter(<ClassificationsPage />);

    expect(await screen.findByRole('link', { name: 'Pump' })).toHaveAttribute(
      'href',
      '/super-admin/product/classification/1/',
    );
    expect(rowTitles()).toEqual(['Motor', 'Pump']);
    expect(screen.getByRole('button', { name: 'Rename Motor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Motor' })).toBeInTheDocument();
  });

  it("empty: 'No data found' and how to add one; an error shows the server's detail and retries", async () => {
    let isDown = true;
    const fetchMock = stubRoutes({
      [LIST]: () =>
        isDown
          ? jsonResponse(errorBody({ code: 'FORBIDDEN', detail: 'Only administrators can do this.' }), 403)
          : jsonResponse([]),
    });
    const { user } = renderWithRouter(<ClassificationsPage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Only administrators can do this.');

    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("No data found. Add one with 'New classification'.")).toBeInTheDocument();
    expect(callsTo(fetchMock, LIST)).toHaveLength(2);
  });

  it('creates one: an empty title gets the shared message and sends nothing; then a toast and the new row', async () => {
    const rows = [PUMP];
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse(rows),
      [CREATE]: ({ body }) => {
        const created = taxonomyItem({ id: 3, title: (body as { title: string }).title });
        rows.push(created);
        return jsonResponse(created, 201);
      },
    });
    const { user } = renderWithRouter(<ClassificationsPage />);

    await screen.findByRole('link', { name: 'Pump' });
    await user.click(screen.getByRole('button', { name: 'New classification' }));
    const dialog = screen.getByRole('dialog', { name: 'New classification' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();

    await user.type(title, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(TAXONOMY_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)).toHaveLength(0);

    await user.clear(title);
    await user.type(title, 'Valve{Enter}');

    expect(await screen.findByText('Classification created')).toBeInTheDocument();
    expect(callsTo(fetchMock, CREATE)[0]?.body).toEqual({ title: 'Valve' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Valve' })).toBeInTheDocument();
  });

  it("a duplicate title shows the server's 409 message under the field and keeps the modal open", async () => {
    stubRoutes({
      [LIST]: () => jsonResponse([PUMP]),
      [CREATE]: () =>
        jsonResponse(
          errorBody({
            code: 'CONFLICT',
            detail: TAXONOMY_MESSAGES.classificationTitleTaken,
            field_errors: { title: [TAXONOMY_MESSAGES.classificationTitleTaken] },
          }),
          409,
        ),
    });
    const { user } = renderWithRouter(<ClassificationsPage />);

    await user.click(await screen.findByRole('button', { name: 'New classification' }));
    const dialog = screen.getByRole('dialog', { name: 'New classification' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'pump{Enter}');

    expect(await within(dialog).findByText(TAXONOMY_MESSAGES.classificationTitleTaken)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('renames one in a modal that starts from its title', async () => {
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse([PUMP]),
      'PUT /api/classification/1': ({ body }) => jsonResponse({ id: 1, ...(body as object) }),
    });
    const { user } = renderWithRouter(<ClassificationsPage />);

    await user.click(await screen.findByRole('button', { name: 'Rename Pump' }));
    const dialog = screen.getByRole('dialog', { name: "Rename 'Pump'" });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Pump');
    await user.clear(title);
    await user.type(title, 'Centrifugal pump');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Classification renamed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/classification/1')[0]?.body).toEqual({ title: 'Centrifugal pump' });
  });

  it('deletes only after confirming; a refusal naming the parts stays in the modal', async () => {
    const detail =
      "The classification 'Pump' is used by the parts: Pump A, Pump B. Remove it from those parts first.";
    let isUsed = true;
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse(isUsed ? [PUMP] : []),
      'DELETE /api/classification/1': () =>
        isUsed
          ? jsonResponse(errorBody({ code: 'CONFLICT', detail }), 409)
          : jsonResponse({ detail: "The classification 'Pump' was deleted" }),
    });
    const { user } = renderWithRouter(<ClassificationsPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete Pump' }));
    let dialog = screen.getByRole('dialog', { name: "Delete 'Pump'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, 'DELETE /api/classification/1')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Pump' }));
    dialog = screen.getByRole('dialog', { name: "Delete 'Pump'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete classification' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);

    isUsed = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete classification' }));
    expect(await screen.findByText("The classification 'Pump' was deleted")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pump' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
