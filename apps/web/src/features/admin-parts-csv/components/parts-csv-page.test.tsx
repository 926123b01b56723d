import type { PartCsvImportResult } from '@specsource/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../../test/downloads.ts';
import { errorBody } from '../../../../test/factories.ts';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { PartsCsvPage } from './parts-csv-page.tsx';

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});

const IMPORT = 'POST /api/admin/parts/import';
const EXPORT = 'GET /api/admin/parts/export';
const CSV = 'part_title,classification,attribute\nBlower,Duty,Air flow\n';

function importResult(overrides: Partial<PartCsvImportResult> = {}): PartCsvImportResult {
  return {
    status: 'valid',
    dry_run: true,
    counts: {
      rows: 1,
      parts: 1,
      parts_created: 1,
      parts_updated: 0,
      classifications_created: 1,
      attributes_created: 1,
      units_created: 0,
    },
    problem_count: 0,
    problems: [],
    ...overrides,
  };
}

function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  return input;
}

function countOf(label: string): string | null {
  return screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null;
}

describe('PartsCsvPage', () => {
  it('checks a file as a dry run by default and lists every problem with its row and column', async () => {
    const fetchMock = stubRoutes({
      [IMPORT]: () =>
        jsonResponse(
          importResult({
            status: 'invalid',
            problem_count: 1,
            problems: [
              { row: 2, column: 'attribute_type', message: "'Air flow' is a new attribute: give its type" },
            ],
          }),
        ),
    });
    const { user } = renderWithRouter(<PartsCsvPage />);

    await user.upload(fileInput(), new File([CSV], 'parts.csv', { type: 'text/csv' }));
    expect(screen.getByRole('switch', { name: /^Check only \(dry run\)/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByText('Nothing was imported')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'attribute_type' })).toBeInTheDocument();
    expect(
      screen.getByRole('cell', { name: "'Air flow' is a new attribute: give its type" }),
    ).toBeInTheDocument();
    const [request] = callsTo(fetchMock, IMPORT);
    expect(request?.url.search).toBe('?dry_run=true');
    expect(request?.body).toEqual({ content: CSV });
  });

  it('imports for real when the dry run is switched off, and says what it did', async () => {
    const fetchMock = stubRoutes({
      [IMPORT]: () => jsonResponse(importResult({ status: 'imported', dry_run: false })),
    });
    const { user } = renderWithRouter(<PartsCsvPage />);

    await user.upload(fileInput(), new File([CSV], 'parts.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('switch', { name: /^Check only/ }));
    await user.click(screen.getByRole('button', { name: 'Import file' }));

    expect(await screen.findByText('The parts were imported')).toBeInTheDocument();
    expect(countOf('Parts created')).toBe('1');
    expect(countOf('Classifications created')).toBe('1');
    expect(await screen.findByText('1 created, 0 updated.')).toBeInTheDocument();
    expect(callsTo(fetchMock, IMPORT)[0]?.url.search).toBe('?dry_run=false');
  });

  it('refuses a file that is not CSV before sending it', async () => {
    const fetchMock = stubRoutes({});
    const { user } = renderWithRouter(<PartsCsvPage />);

    // Past the picker's filter, as a drag-and-drop or a browser without it would.
    fireEvent.change(fileInput(), {
      target: { files: [new File(['{}'], 'parts.json', { type: 'text/csv' })] },
    });
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByText('The file must be a .csv file.')).toBeInTheDocument();
    expect(callsTo(fetchMock, IMPORT)).toEqual([]);
  });

  it("shows the server's reason when the upload is refused", async () => {
    stubRoutes({
      [IMPORT]: () =>
        jsonResponse(errorBody({ detail: 'Sign in to continue.', code: 'UNAUTHENTICATED' }), 401),
    });
    const { user } = renderWithRouter(<PartsCsvPage />);

    await user.upload(fileInput(), new File([CSV], 'parts.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Check file' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to continue.');
  });

  it('downloads the export under the name the server gives', async () => {
    stubRoutes({
      [EXPORT]: () =>
        new Response(CSV, {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="parts-2026-11-22.csv"',
          },
        }),
    });
    const { user } = renderWithRouter(<PartsCsvPage />);

    await user.click(screen.getByRole('button', { name: 'Download parts.csv' }));

    await vi.waitFor(() => expect(downloads).toHaveBeenCalledWith(expect.any(Blob), 'parts-2026-11-22.csv'));
  });
});
