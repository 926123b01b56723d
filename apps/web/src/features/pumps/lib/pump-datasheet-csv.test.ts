import { describe, expect, it } from 'vitest';
import { pumpDetail } from '../../../../test/factories.ts';
import { pumpDatasheetCsv, pumpDatasheetFileName } from './pump-datasheet-csv.ts';

const HEADER =
  'id,manufacturer,series,model,type,nominal_speed_rpm,frequency_hz,impeller_diameter_min_in,impeller_diameter_max_in,' +
  'stages,suction_nozzle_in,discharge_nozzle_in,min_continuous_stable_flow_gpm,variable_speed_min_rpm,' +
  'variable_speed_max_rpm,material_casing,material_impeller,material_shaft,material_class,shaft_seals,orientation,' +
  'list_price,currency,lead_time_weeks,' +
  'product_url,data_source,flow_gpm,head_ft,efficiency_pct,npshr_ft,power_hp';

describe('pumpDatasheetCsv', () => {
  it('writes the catalogue format: header, the pump on its first row, the id on every row, a row per point', () => {
    const { is_demo: _isDemo, ...pump } = pumpDetail();

    expect(pumpDatasheetCsv(pump).split('\n')).toEqual([
      HEADER,
      // The seals list shares one cell as the catalogue format writes it: mechanical|packing.
      'acme-100,Acme,AX,100-200,end-suction,1750,60,7,9,1,3,2,60,,,Cast iron,Bronze,,bronze-fitted,' +
        'mechanical|packing,horizontal,1234.50,USD,3,https://pumps.example.com/ax/100-200,Acme sheet 2024,0,120,,8,4.1',
      'acme-100,,,,,,,,,,,,,,,,,,,,,,,,,,200,110,70,9,8.2',
      'acme-100,,,,,,,,,,,,,,,,,,,,,,,,,,300,95,74.5,11,9.9',
      'acme-100,,,,,,,,,,,,,,,,,,,,,,,,,,360,80,71,14,10.4',
      '',
    ]);
  });

  it('quotes cells holding commas, quotes or line breaks (RFC 4180)', () => {
    const { is_demo: _isDemo, ...pump } = pumpDetail({
      material_casing: 'Ductile iron, ASTM A536',
      data_source: 'Sheet "B" rev 2\nscanned',
    });
    const csv = pumpDatasheetCsv(pump);

    expect(csv).toContain(',"Ductile iron, ASTM A536",');
    expect(csv).toContain(',"Sheet ""B"" rev 2\nscanned",');
  });

  it('names the file after the pump', () => {
    expect(pumpDatasheetFileName('acme-100')).toBe('acme-100-datasheet.csv');
  });
});
