import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../../test/downloads.ts';
import {
  catalogueImportResult,
  catalogueProblem,
  catalogueSummaryBody,
  errorBody,
} from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { CataloguePage } from './catalogue-page.tsx';

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});

const SUMMARY = 'GET /api/catalogue/summary';
const IMPORT = 'POST /api/admin/catalogue/import';
const EXPORT = 'GET /api/admin/catalogue/export';
const CSV = 'id,manufacturer\nacme-100,Acme\n';

function statValue(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
}

async function chooseFile(user: ReturnType<typeof renderWithRouter>['user'], file: File) {
  await user.upload(fileInput(), file);
}

describe('CataloguePage', () => {
  it('shows the summary: specifications, manufacturers (demo counted apart) and pumps by type', async () => {
    stubRoutes({ [SUMMARY]: () => jsonResponse(catalogueSummaryBody()) });
    renderWithRouter(<CataloguePage />);

    expect(await screen.findByText('20,046')).toBeInTheDocument();
    expect(statValue('Manufacturers')).toBe('2');
    expect(screen.getByText('1 of them fictitious (demo)')).toBeInTheDocument();
    const types = screen.getByRole('list', { name: 'Pumps by type' });
    expect(
      within(types)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['End suction: 12,000', 'Vertical turbine: 8,046']);
  });

  it('validates a file as a dry run by default: counts, and every problem with its row and column', async () => {
    const fetchMock = stubRoutes({
      [SUMMARY]: () => jsonResponse(catalogueSummaryBody()),
      [IMPORT]: () =>
        jsonResponse(
          catalogueImportResult({
            status: 'invalid',
            problem_count: 2,
            problems: [
              catalogueProblem(),
              catalogueProblem({ row: 15, column: 'head_ft', message: 'non-monotone head curve' }),
            ],
          }),
        ),
    });
    const { user } = renderWithRouter(<CataloguePage />);

    await chooseFile(user, new File([CSV], 'pumps.csv', { type: 'text/csv' }));
    expect(screen.getByText('pumps.csv, 30 bytes')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Validate only \(dry run\)/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Validate file' }));

    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument();
    expect(screen.getByText(/The file has 2 problems/)).toBeInTheDocument();
    const [request] = callsTo(fetchMock, IMPORT);
    expect(request?.url.search).toBe('?dry_run=true&replace=false');
    expect(request?.body).toEqual({ format: 'csv', content: CSV });

    const table = screen.getByRole('table', { name: 'Problems (2)' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Row', 'Column', 'Pump', 'Problem'],
      ['14', 'efficiency_pct', 'acme-100', 'efficiency over 95 %'],
      ['15', 'head_ft', 'acme-100', 'non-monotone head curve'],
    ]);
    expect(statValue('Would be added')).toBe('1');
  });

  it('a valid dry run says nothing was written, and leaves the summary alone', async () => {
    const fetchMock = stubRoutes({
      [SUMMARY]: () => jsonResponse(catalogueSummaryBody()),
      [IMPORT]: () => jsonResponse(catalogueImportResult({ format: 'json' })),
    });
    const { user } = renderWithRouter(<CataloguePage />);

    await screen.findByText('20,046');
    await chooseFile(user, new File(['{"pumps":[]}'], 'pumps.JSON', { type: 'application/json' }));
    await user.click(screen.getByRole('button', { name: 'Validate file' }));

    expect(await screen.findByText('The file is valid. Nothing was written (dry run).')).toBeInTheDocument();
    expect(callsTo(fetchMock, IMPORT)[0]?.body).toEqual({ format: 'json', content: '{"pumps":[]}' });
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(1);
  });

  it('a real import shows a toast and refreshes the summary', async () => {
    let specCount = 20046;
    const fetchMock = stubRoutes({
      [SUMMARY]: () => jsonResponse(catalogueSummaryBody({ spec_count: specCount })),
      [IMPORT]: () => {
        specCount = 20047;
        return jsonResponse(catalogueImportResult({ status: 'imported', dry_run: false, replace: true }));
      },
    });
    const { user } = renderWithRouter(<CataloguePage />);

    await screen.findByText('20,046');
    await chooseFile(user, new File([CSV], 'pumps.csv'));
    await user.click(screen.getByRole('switch', { name: /^Validate only \(dry run\)/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Replace the whole catalogue' }));
    expect(screen.getByText(/Every pump that is not in this file will be removed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import file' }));

    expect(await screen.findByText('1 added, 1 updated, 0 removed.')).toBeInTheDocument();
    expect(screen.getByText('The catalogue was imported')).toBeInTheDocument();
    expect(callsTo(fetchMock, IMPORT)[0]?.url.search).toBe('?dry_run=false&replace=true');
    await waitFor(() => expect(statValue('Pump specifications')).toBe('20,047'));
    expect(callsTo(fetchMock, SUMMARY)).toHaveLength(2);
  });

  it('refuses to send no file, or a file that is not .csv or .json', async () => {
    const fetchMock = stubRoutes({ [SUMMARY]: () => jsonResponse(catalogueSummaryBody()) });
    const { user } = renderWithRouter(<CataloguePage />);

    await user.click(screen.getByRole('button', { name: 'Validate file' }));
    expect(await screen.findByText('Choose a catalogue file (.csv or .json).')).toBeInTheDocument();

    // The picker filters by `accept`, but "All files" in it (or a drop) does not.
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'pumps.xlsx')] } });
    await user.click(screen.getByRole('button', { name: 'Validate file' }));
    expect(await screen.findByText('The file must be a .csv or .json catalogue file.')).toBeInTheDocument();
    expect(callsTo(fetchMock, IMPORT)).toHaveLength(0);
  });

  it('an upload the server refuses shows its detail', async () => {
    stubRoutes({
      [SUMMARY]: () => jsonResponse(catalogueSummaryBody()),
      [IMPORT]: () =>
        jsonResponse(errorBody({ code: 'FORBIDDEN', detail: 'Only administrators can do this.' }), 403),
    });
    const { user } = renderWithRouter(<CataloguePage />);

    await chooseFile(user, new File([CSV], 'pumps.csv'));
    await user.click(screen.getByRole('button', { name: 'Validate file' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can do this.');
  });

  it('exports the catalogue as CSV or JSON under the name the server gives', async () => {
    const fetchMock = stubRoutes({
      [SUMMARY]: () => jsonResponse(catalogueSummaryBody()),
      [EXPORT]: ({ url }) =>
        new Response(url.searchParams.get('format') === 'csv' ? CSV : '{"pumps":[]}', {
          headers: { 'Content-Disposition': 'attachment; filename="pump-catalogue-2026-06-01.csv"' },
        }),
    });
    const { user } = renderWithRouter(<CataloguePage />);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
    const [blob, fileName] = downloads.mock.lastCall ?? [];
    expect(fileName).toBe('pump-catalogue-2026-06-01.csv');
    expect(await blob?.text()).toBe(CSV);

    await user.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(2));
    expect(callsTo(fetchMock, EXPORT).map((call) => call.url.search)).toEqual([
      '?format=csv',
      '?format=json',
    ]);
  });

  it('a failed export says so in a toast', async () => {
    stubRoutes({
      [SUMMARY]: () => jsonResponse(catalogueSummaryBody()),
      [EXPORT]: () => jsonResponse(errorBody(), 500),
    });
    const { user } = renderWithRouter(<CataloguePage />);

    await user.click(screen.getByRole('button', { name: 'Export JSON' }));

    expect(await screen.findByText('The export failed')).toBeInTheDocument();
    expect(downloads).not.toHaveBeenCalled();
  });
});
