import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { captureDownloads } from '../../../../test/downloads.ts';
import { stubChartSize } from '../../../../test/element-size.ts';
import { currentUser, errorBody, pumpDetail } from '../../../../test/factories.ts';
import { jsonResponse, stubRoutes } from '../../../../test/fetch-stub.ts';
import { renderApp, renderWithRouter } from '../../../../test/render.tsx';
import { PumpPage } from './pump-page.tsx';

let downloads: ReturnType<typeof captureDownloads>;
beforeEach(() => {
  downloads = captureDownloads();
});

const ROUTE = 'GET /api/pumps/acme-100';

function specValue(label: string): string | null {
  const header = screen.getByRole('rowheader', { name: label });
  return header.nextElementSibling?.textContent ?? null;
}

describe('PumpPage', () => {
  beforeEach(() => {
    stubChartSize(375, 320);
  });

  it('shows the pump: names, type, speed, stages, impeller, nozzles, materials, price and lead time', async () => {
    stubRoutes({ [ROUTE]: () => jsonResponse(pumpDetail()) });
    renderWithRouter(<PumpPage id="acme-100" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme AX 100-200' })).toBeInTheDocument();
    expect(specValue('Type')).toBe('End suction');
    expect(specValue('Speed')).toBe('1,750 rpm at 60 Hz');
    expect(specValue('Stages')).toBe('1');
    expect(specValue('Impeller diameter')).toBe('7–9 in');
    expect(specValue('Nozzles')).toBe('Suction 3 in, discharge 2 in');
    expect(specValue('Casing material')).toBe('Cast iron');
    expect(specValue('Shaft material')).toBe('N/A');
    expect(specValue('List price')).toBe('$1,234.50');
    expect(specValue('Lead time')).toBe('3 weeks');
    // A real curve shows its attribution, and the maker's page opens in a new tab.
    expect(screen.getByText('Acme sheet 2024')).toBeInTheDocument();
    expect(screen.queryByText(/fictitious/)).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: "Manufacturer's product page" });
    expect(link).toHaveAttribute('href', 'https://pumps.example.com/ax/100-200');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  it('says clearly that a demo pump is fictitious; no product link, no price is "on request"', async () => {
    stubRoutes({
      [ROUTE]: () =>
        jsonResponse(
          pumpDetail({
            is_demo: true,
            manufacturer: 'Northwind Demo Pumps',
            product_url: null,
            list_price: null,
            currency: null,
            variable_speed_min_rpm: 900,
            variable_speed_max_rpm: 1750,
            data_source: 'SpecSource demo generator v1',
          }),
        ),
    });
    renderWithRouter(<PumpPage id="acme-100" />);

    expect(await screen.findByText('Demo data: this pump is fictitious')).toBeInTheDocument();
    expect(screen.getByText(/Northwind Demo Pumps is not a real manufacturer/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: "Manufacturer's product page" })).not.toBeInTheDocument();
    expect(specValue('List price')).toBe('Price on request');
    expect(specValue('Speed')).toBe('1,750 rpm at 60 Hz; variable speed 900–1,750 rpm');
  });

  it('states the BEP and shows the curve points as a table on request', async () => {
    stubRoutes({ [ROUTE]: () => jsonResponse(pumpDetail()) });
    const { user } = renderWithRouter(<PumpPage id="acme-100" />);

    expect(
      await screen.findByText('Best efficiency point (BEP): 74.5 % at 300 gpm and 95 ft.'),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Show the curve points as a table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const table = screen.getByRole('table', { name: 'Curve points at maximum impeller diameter' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Flow (gpm)', 'Head (ft)', 'Efficiency (%)', 'NPSHr (ft)', 'Power (hp)'],
      ['0', '120', 'N/A', '8', '4.1'],
      ['200', '110', '70', '9', '8.2'],
      ['300 (BEP)', '95', '74.5', '11', '9.9'],
      ['360', '80', '71', '14', '10.4'],
    ]);
    expect(screen.getByRole('button', { name: 'Hide the curve points' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('downloads the datasheet as a catalogue CSV named after the pump', async () => {
    stubRoutes({ [ROUTE]: () => jsonResponse(pumpDetail()) });
    const { user } = renderWithRouter(<PumpPage id="acme-100" />);

    await user.click(await screen.findByRole('button', { name: 'Download datasheet (CSV)' }));

    const [blob, fileName] = downloads.mock.lastCall ?? [];
    expect(fileName).toBe('acme-100-datasheet.csv');
    expect(blob?.type).toBe('text/csv;charset=utf-8');
    const lines = (await blob?.text())?.split('\n');
    expect(lines?.[0]).toMatch(
      /^id,manufacturer,series,model,type,.*,flow_gpm,head_ft,efficiency_pct,npshr_ft,power_hp$/,
    );
    expect(lines?.slice(1, 5).map((line) => line.split(',').slice(-5).join(','))).toEqual([
      '0,120,,8,4.1',
      '200,110,70,9,8.2',
      '300,95,74.5,11,9.9',
      '360,80,71,14,10.4',
    ]);
    expect(lines?.join('\n')).not.toContain('is_demo');
  });

  it('an unknown pump: "Pump not found" with a link home', async () => {
    stubRoutes({
      'GET /api/pumps/nope': () =>
        jsonResponse(
          errorBody({ code: 'NOT_FOUND', detail: 'No pump with this id is in the catalogue.' }),
          404,
        ),
    });
    renderWithRouter(<PumpPage id="nope" />);

    expect(await screen.findByRole('heading', { name: 'Pump not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('a server error shows its detail and can be retried', async () => {
    let isDown = true;
    stubRoutes({
      [ROUTE]: () => (isDown ? jsonResponse(errorBody(), 500) : jsonResponse(pumpDetail())),
    });
    const { user } = renderWithRouter(<PumpPage id="acme-100" />);

    expect(await screen.findByRole('heading', { name: 'This pump could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText(errorBody().detail)).toBeInTheDocument();

    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme AX 100-200' })).toBeInTheDocument();
  });

  it('is the page at /pumps/{id}, loading while the pump is on its way', async () => {
    stubRoutes({
      'GET /api/check-auth/': () => jsonResponse(currentUser()),
      [ROUTE]: () => jsonResponse(pumpDetail()),
    });
    renderApp('/pumps/acme-100');

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme AX 100-200' })).toBeInTheDocument();
  });
});
