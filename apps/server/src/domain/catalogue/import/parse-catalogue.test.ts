import type { CataloguePump } from '@specsource/pump-engine';
import { generateDemoCatalogue, realPumpCatalogue } from '@specsource/pump-engine';
import { describe, expect, it } from 'vitest';
import { exportCatalogueFile, parseCatalogueFile } from './catalogue-file.ts';
import { formatProblem } from './parsed-catalogue.ts';

const HEADER =
  'id,manufacturer,series,model,type,nominal_speed_rpm,frequency_hz,impeller_diameter_min_in,impeller_diameter_max_in,stages,suction_nozzle_in,discharge_nozzle_in,material_casing,material_impeller,list_price,currency,data_source,flow_gpm,head_ft,efficiency_pct,npshr_ft,power_hp';
const PUMP =
  'acme-100,Acme,AX,100-200,end-suction,1750,60,7,9,1,3,2,Cast iron,Bronze,1234.5,USD,Acme sheet 2024';

/** A valid three-point pump, one row per point, with the pump's columns on the first row only. */
function csv(
  points: string[] = ['0,120,,8,4.1', '200,110,70,9,8.2', '300,95,74.5,11,9.9'],
  extra = '',
): string {
  const blank = ','.repeat(PUMP.split(',').length - 1);
  const rows = points.map((point, i) => `${i === 0 ? PUMP : `acme-100${blank}`},${point}`);
  return `${HEADER}\n${rows.join('\n')}\n${extra}`;
}

const problemsOf = (content: string, format: 'csv' | 'json' = 'csv') =>
  parseCatalogueFile(content, format).problems.map((problem) => formatProblem(problem, format));

describe('the CSV format', () => {
  it('reads a pump from its rows: units in the names, efficiency in %, the price to the cent', () => {
    const parsed = parseCatalogueFile(csv(), 'csv');
    expect(parsed.problems).toEqual([]);
    expect(parsed).toMatchObject({ pumpCount: 1, curvePointCount: 3 });
    expect(parsed.pumps[0]?.pump).toMatchObject({
      id: 'acme-100',
      type: 'end-suction',
      nominalSpeedRpm: 1750,
      variableSpeed: null,
      materials: { casing: 'Cast iron', impeller: 'Bronze', shaft: null },
      listPrice: { amount: 1234.5, currency: 'USD' },
      curve: [
        { flowGpm: 0, headFt: 120, efficiency: null, npshRequiredFt: 8, powerHp: 4.1 },
        { flowGpm: 200, headFt: 110, efficiency: 0.7, npshRequiredFt: 9, powerHp: 8.2 },
        { flowGpm: 300, headFt: 95, efficiency: 0.745, npshRequiredFt: 11, powerHp: 9.9 },
      ],
    });
  });

  it('reads the selection attributes, or their documented defaults when the columns are left out', () => {
    // Left out: the class from the names (cast-iron casing + bronze impeller = bronze-fitted), a mechanical seal, and the
    // end-suction type's horizontal mounting.
    expect(parseCatalogueFile(csv(), 'csv').pumps[0]?.pump).toMatchObject({
      materialClass: 'bronze-fitted',
      shaftSeals: ['mechanical'],
      orientation: 'horizontal',
    });
    const given = csv()
      .replace('material_impeller,', 'material_impeller,material_class,shaft_seals,orientation,')
      .replace('Cast iron,Bronze,', 'Cast iron,Bronze,all-bronze,cartridge|packing,vertical,')
      .replaceAll(/\nacme-100((?:,){16})/g, '\nacme-100$1,,,');
    expect(parseCatalogueFile(given, 'csv').pumps[0]?.pump).toMatchObject({
      materialClass: 'all-bronze',
      shaftSeals: ['cartridge', 'packing'],
      orientation: 'vertical',
    });
    const bad = given
      .replace('all-bronze,cartridge|packing,vertical', ',gland,sideways')
      .replace('Cast iron,Bronze,', 'Unobtainium,Bronze,');
    expect(problemsOf(bad)).toEqual([
      'row 2, column shaft_seals (pump acme-100): a shaft seal is one of mechanical, cartridge, packing, sealless',
      'row 2, column orientation (pump acme-100): the orientation must be horizontal or vertical',
    ]);
    expect(problemsOf(bad.replace(',gland,sideways', ',,'))).toEqual([
      'row 2, column material_class (pump acme-100): give the material class (cast-iron, ductile-iron, bronze-fitted, all-bronze, stainless-316, duplex, carbon-steel): the casing and impeller names do not say it',
    ]);
  });

  it('names the row and column of every problem, all at once', () => {
    expect(problemsOf(csv(['0,120,,8,4.1', '200,130,97,9,8.2', 'lots,95,74.5,11,9.9']))).toEqual([
      'row 3, column efficiency_pct (pump acme-100): efficiency over 95 %',
      'row 4, column flow_gpm (pump acme-100): flow must be a number',
    ]);
    expect(problemsOf(csv(['0,120,,8,4.1', '200,110,70,9,8.2', '300,160,74.5,11,9.9']))).toEqual([
      'row 4, column head_ft (pump acme-100): non-monotone head curve: head rises from 110 to 160 ft as flow rises',
    ]);
    expect(problemsOf(csv(['0,120,,8,4.1', '200,110,70,9,8.2', '150,95,74.5,11,9.9']))).toEqual([
      'row 4, column flow_gpm (pump acme-100): flow must rise from point to point (150 after 200 gpm)',
    ]);
    expect(problemsOf(csv(['0,120,,8,', '200,110,70,9,8.2', '300,95,74.5,11,9.9']))).toEqual([
      'row 2 (pump acme-100): each point needs an efficiency or a power',
    ]);
  });

  it('refuses a quantity named without its unit, and unknown or missing columns, in the header', () => {
    const content = csv().replace('head_ft', 'head').replace('npshr_ft', 'npsh_feet');
    expect(problemsOf(content)).toEqual([
      'row 1, column head: missing unit: name the column head_ft or head_m',
      'row 1, column npsh_feet: unknown column; the columns are listed in docs/catalogue-format.md',
      'row 1, column head_ft: this column is required',
    ]);
  });

  it('checks pump columns: bad values on the first row, and later rows that disagree with it', () => {
    const content = csv()
      .replace('end-suction,1750,60,7,9', 'centrifugal,1750,55,9.5,9')
      .replace(/\nacme-100,,,,,,/, '\nacme-100,,,,,1800,');
    expect(problemsOf(content)).toEqual([
      'row 2, column type (pump acme-100): the type must be one of end-suction, inline, split-case, vertical-multistage, horizontal-multistage, vertical-turbine, submersible',
      'row 2, column frequency_hz (pump acme-100): the frequency must be 50 or 60 Hz',
      "row 3, column nominal_speed_rpm (pump acme-100): differs from the pump's first row 2 (1750); leave it blank or repeat the same value",
    ]);
  });

  it('reports short rows, missing ids and duplicate models', () => {
    const copy = csv().split('\n').slice(1, 4).join('\n').replaceAll('acme-100', 'acme-101');
    const content = `${csv()}${copy}\n${','.repeat(21)}\n1,2,3\n`;
    expect(problemsOf(content)).toEqual([
      'row 5, column model (pump acme-101): Acme / AX / 100-200 @ 1750 rpm is already pump acme-100 at row 2; a model at one speed is listed once',
      'row 8, column id: the pump id is required on every row',
      'row 9: the row has 3 values but the header has 22 columns',
    ]);
  });

  it('converts metric columns to the US units it stores', () => {
    const content = csv([
      '0,36.576,,2.4384,3',
      '45.4249,33.528,70,2.7432,6',
      '68.1374,28.956,74.5,3.3528,7.5',
    ])
      .replace('flow_gpm', 'flow_m3h')
      .replace('head_ft', 'head_m')
      .replace('npshr_ft', 'npshr_m')
      .replace('power_hp', 'power_kw');
    const [point] = parseCatalogueFile(content, 'csv').pumps[0]?.pump.curve.slice(1) ?? [];
    expect(point?.flowGpm).toBeCloseTo(200, 2);
    expect(point?.headFt).toBeCloseTo(110, 6);
    expect(point?.npshRequiredFt).toBeCloseTo(9, 6);
    expect(point?.powerHp).toBeCloseTo(8.046, 3);
  });

  it('says so when the file is not CSV at all', () => {
    expect(problemsOf('id,flow_gpm\n"unclosed,1\n')[0]).toMatch(/^(row \d+|file): the file is not valid CSV/);
    expect(problemsOf('')).toEqual(['file: the file is empty']);
  });
});

describe('the JSON format', () => {
  const pump = parseCatalogueFile(csv(), 'csv').pumps[0]?.pump as CataloguePump;
  const file = JSON.parse(exportCatalogueFile([pump, { ...pump, id: 'acme-200', model: '100-250' }], 'json'));

  it('reads what the export writes', () => {
    expect(parseCatalogueFile(JSON.stringify(file), 'json').pumps.map((entry) => entry.pump.id)).toEqual([
      'acme-100',
      'acme-200',
    ]);
  });

  it('names the pump and the field path of every problem', () => {
    file.pumps[1].curve[2].efficiency_pct = 96;
    file.pumps[1].stages = 1.5;
    delete file.pumps[0].manufacturer;
    expect(problemsOf(JSON.stringify(file), 'json')).toEqual([
      'pump 1, field manufacturer (pump acme-100): the manufacturer is required',
      'pump 2, field stages (pump acme-200): stages must be a whole number',
      'pump 2, field curve[2].efficiency_pct (pump acme-200): efficiency over 95 %',
    ]);
  });

  it('refuses what is not a catalogue', () => {
    expect(problemsOf('{"pumps": 3}', 'json')).toEqual([
      'file: the file must be a JSON object with a "pumps" list',
    ]);
    expect(problemsOf('{"format_version": 2, "pumps": []}', 'json')[0]).toContain(
      'format_version 2 is not supported',
    );
    expect(problemsOf('{pumps', 'json')[0]).toMatch(/^file: the file is not valid JSON/);
  });
});

describe('export then import', () => {
  const pumps = [...generateDemoCatalogue({ count: 300 }), ...realPumpCatalogue()];

  it.each(['csv', 'json'] as const)('gives the same catalogue back (%s), real curves included', (format) => {
    const parsed = parseCatalogueFile(exportCatalogueFile(pumps, format), format);
    expect(parsed.problems).toEqual([]);
    expect(parsed.pumps.map((entry) => entry.pump)).toEqual(pumps);
  });

  it('imports every real measured curve cleanly', () => {
    const real = realPumpCatalogue();
    expect(real.length).toBeGreaterThan(40);
    expect(parseCatalogueFile(exportCatalogueFile(real, 'csv'), 'csv')).toMatchObject({
      problems: [],
      pumpCount: real.length,
    });
  });
});
