import type { AuditEntryRow } from '@specsource/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderWithRouter } from '../../../../test/render.tsx';
import { AuditLogPage } from './audit-log-page.tsx';

const LIST = 'GET /api/admin/audit-log/';

function entry(overrides: Partial<AuditEntryRow> = {}): AuditEntryRow {
  return {
    id: 1,
    created_at: '2026-11-22T08:00:00.000Z',
    actor: 'admin@specsource.test',
    actor_role: 'admin',
    action: 'update',
    entity: 'classification',
    entity_id: '4',
    before: { id: 4, title: 'Duty' },
    after: { id: 4, title: 'Duty point' },
    ip: '127.0.0.1',
    ...overrides,
  };
}

const page = (results: AuditEntryRow[]) => ({ count: results.length, next: null, previous: null, results });

describe('AuditLogPage', () => {
  it('lists who changed what with the changed fields, and opens before and after', async () => {
    stubRoutes({
      [LIST]: () =>
        jsonResponse(
          page([
            entry(),
            entry({
              id: 3,
              actor: 'grace@example.com',
              actor_role: 'customer',
              action: 'update',
              entity: 'order',
              entity_id: '9',
              before: { status: 'paid' },
              after: { status: 'paid', note: null, po_number: 'PO-7' },
            }),
            entry({
              id: 4,
              actor: 'keystone@example.com',
              actor_role: 'supplier',
              action: 'create',
              entity: 'review',
              entity_id: '12',
              before: null,
              after: { title: 'KP-200' },
            }),
            entry({
              id: 2,
              actor: null,
              actor_role: null,
              action: 'import',
              entity: 'pump_catalogue',
              before: { pump_count: 3 },
              after: { pump_count: 5 },
            }),
          ]),
        ),
    });
    const { user } = renderWithRouter(<AuditLogPage />);

    expect(await screen.findByText("title: 'Duty' → 'Duty point'")).toBeInTheDocument();
    expect(screen.getByText('classification #4')).toBeInTheDocument();
    expect(screen.getByText('System')).toBeInTheDocument();
    expect(screen.getByText('pump catalogue #4')).toBeInTheDocument();
    // Customers and suppliers change things too: the column says who, with their role.
    expect(screen.getByRole('columnheader', { name: /Changed by/ })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /^grace@example\.com\s*customer$/ })).toBeInTheDocument();
    expect(screen.getByText("po_number: none → 'PO-7'")).toBeInTheDocument();
    expect(screen.getByText('offer #12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Details of update classification #4' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/"title": "Duty point"/)).toBeInTheDocument();
    expect(within(dialog).getByText(/from 127\.0\.0\.1/)).toBeInTheDocument();
  });

  it('sorts by a column and searches through the list', async () => {
    const fetchMock = stubRoutes({ [LIST]: () => jsonResponse(page([entry()])) });
    const { user } = renderWithRouter(<AuditLogPage />);
    await screen.findByText('classification #4');

    await user.click(screen.getByRole('button', { name: /Changed by/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Search Changes' }), 'pump');

    await vi.waitFor(() => {
      const searches = callsTo(fetchMock, LIST).map((call) => call.url.search);
      expect(searches).toContain('?page=1&field=actor&order_by=asc');
      expect(searches.some((search) => search.includes('search=pump'))).toBe(true);
    });
  });

  it('says so when there is nothing yet', async () => {
    stubRoutes({ [LIST]: () => jsonResponse(page([])) });
    renderWithRouter(<AuditLogPage />);
    expect(await screen.findByText(/No data found\. Changes appear here/)).toBeInTheDocument();
  });
});
