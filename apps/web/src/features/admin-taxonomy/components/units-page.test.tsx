import { TAXONOMY_MESSAGES } from '@specsource/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { FT, GPM, M3H } from '../testing/taxonomy-fixtures.ts';
import { UnitsPage } from './units-page.tsx';

const LIST = 'GET /api/units/';

function unitCells(): string[] {
  const table = screen.getByRole('table', { name: 'All units' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.firstElementChild?.textContent ?? '');
}

describe('UnitsPage', () => {
  it('lists units; the title header sorts them and the search box filters them', async () => {
    stubRoutes({ [LIST]: () => jsonResponse([FT, GPM, M3H]) });
    const { user } = renderWithRouter(<UnitsPage />);

    await screen.findByRole('cell', { name: 'gpm' });
    expect(unitCells()).toEqual(['ft', 'gpm', 'm3/h']);

    await user.click(screen.getByRole('button', { name: /^Unit/ }));
    await user.click(screen.getByRole('button', { name: /^Unit/ }));
    await waitFor(() => expect(unitCells()).toEqual(['m3/h', 'gpm', 'ft']));

    await user.type(screen.getByRole('searchbox', { name: 'Search All units' }), 'M3');
    await waitFor(() => expect(unitCells()).toEqual(['m3/h']));
  });

  it("creates a unit; the shared rule refuses a '|' before anything is sent", async () => {
    const rows = [GPM];
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse(rows),
      'POST /api/units/': ({ body }) => {
        const unit = { id: 14, title: (body as { title: string }).title };
        rows.push(unit);
        return jsonResponse(unit, 201);
      },
    });
    const { user } = renderWithRouter(<UnitsPage />);

    await user.click(await screen.findByRole('button', { name: 'New unit' }));
    const dialog = screen.getByRole('dialog', { name: 'New unit' });
    const title = within(dialog).getByRole('textbox', { name: /^Unit/ });
    await user.type(title, 'psi|bar{Enter}');
    expect(await within(dialog).findByText(TAXONOMY_MESSAGES.unitHasSeparator)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/units/')).toHaveLength(0);

    await user.clear(title);
    await user.type(title, 'psi{Enter}');
    expect(await screen.findByText('Unit created')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'psi' })).toBeInTheDocument();
  });

  it('renames a unit', async () => {
    const fetchMock = stubRoutes({
      [LIST]: () => jsonResponse([GPM]),
      'PUT /api/units/11': ({ body }) => jsonResponse({ id: 11, ...(body as object) }),
    });
    const { user } = renderWithRouter(<UnitsPage />);

    await user.click(await screen.findByRole('button', { name: 'Rename gpm' }));
    const title = within(screen.getByRole('dialog', { name: "Rename 'gpm'" })).getByRole('textbox', {
      name: /^Unit/,
    });
    await user.clear(title);
    await user.type(title, 'US gpm{Enter}');

    expect(await screen.findByText('Unit renamed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/units/11')[0]?.body).toEqual({ title: 'US gpm' });
  });

  it('deleting a unit in use shows the detail naming its users; a free one goes after confirming', async () => {
    const detail = "The unit 'gpm' is used by the attributes: Flow. Remove it from those attributes first.";
    let rows = [GPM, FT];
    stubRoutes({
      [LIST]: () => jsonResponse(rows),
      'DELETE /api/units/11': () => jsonResponse(errorBody({ code: 'CONFLICT', detail }), 409),
      'DELETE /api/units/13': () => {
        rows = [GPM];
        return jsonResponse({ detail: "The unit 'ft' was deleted" });
      },
    });
    const { user } = renderWithRouter(<UnitsPage />);

    await user.click(await screen.findByRole('button', { name: 'Delete gpm' }));
    let dialog = screen.getByRole('dialog', { name: "Delete 'gpm'?" });
    await user.click(within(dialog).getByRole('button', { name: 'Delete unit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(detail);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete ft' }));
    dialog = screen.getByRole('dialog', { name: "Delete 'ft'?" });
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete unit' }));
    expect(await screen.findByText("The unit 'ft' was deleted")).toBeInTheDocument();
    await waitFor(() => expect(unitCells()).toEqual(['gpm']));
  });
});
