import { describe, expect, it } from 'vitest';
import { expectClose } from '../__fixtures__/vectors.ts';
import { outputOf, q, VARIED_DUTIES } from './__fixtures__/analyzed-duties.ts';
import { analyze } from './analyze.ts';
import type { Duty } from './duty.ts';

describe('analyze: special duties', () => {
  it('viscous oil is corrected per HI 9.6.7 and prefers 4-pole', () => {
    const result = analyze({
      flowRate: q(500, 'gpm'),
      head: q(150, 'ft'),
      fluid: { name: 'oil-vg68', temperatureF: 80 },
    });
    expect(result.assumptions.join(' ')).toMatch(/ANSI\/HI 9.6.7 B = /);
    expect(result.structured_output?.RPM).toBe(1780);
  });
  it('a 20,000 cP liquid warns that HI 9.6.7 is exceeded (B ≈ 111 > 40)', () => {
    const result = analyze({
      flowRate: q(100, 'gpm'),
      head: q(50, 'ft'),
      fluid: { name: 'bitumen', specificGravity: 1.4, viscosityCp: 20_000 },
    });
    expect(result.issues.map((issue) => issue.code)).toContain('viscosity_out_of_range');
  });
  it('the materials text follows the fluid table and says what a requested class means for this fluid', () => {
    const out = outputOf({
      flowRate: q(500, 'gpm'),
      head: q(100, 'ft'),
      fluid: { name: 'seawater', temperatureF: 60 },
      materials: 'cast-iron',
    });
    expect(out.Material_Class_description).toMatch(/no iron, and no bronze-fitted pump/);
    expect(out.Material_Class_description).toMatch(
      /Requested at least cast iron \(all iron\): seawater needs all-bronze or duplex wetted parts/,
    );
  });
  it('high elevation lowers NPSHa: 7000 ft, 5 ft lift', () => {
    const out = outputOf({
      flowRate: q(400, 'gpm'),
      head: q(100, 'ft'),
      siteElevationFt: 7000,
      suctionStaticHeadFt: -5,
    });
    // p = 14.696·(1 − 0.0065·2133.6/288.15)^5.25588 = 11.336 psia; (11.336 − 0.3393)·144/62.313 − 5 = 20.41 ft
    expectClose(out.NPSH_Available_ft, 20.41, 0.003);
  });
  it('metric duty converts: 200 m³/h = 880.57 gpm, 40 m = 131.23 ft (reported to 4 significant figures)', () => {
    const out = outputOf(VARIED_DUTIES[16] as Duty);
    expect(out.Flow_gpm).toBe(880.6);
    expect(out.Head_ft).toBe(131.2);
    expect([2900, 1450, 960]).toContain(out.RPM);
  });
  it('zip code picks the state rate: 10001 → NY 18.01 ¢', () => {
    expect(outputOf(VARIED_DUTIES[2] as Duty).Electricity_Rate_per_kWh).toBe(0.1801);
  });
  it('bad input gives issues and no output', () => {
    const result = analyze({ flowRate: q(-1, 'gpm'), head: q(10, 'yards') });
    expect(result.structured_output).toBeNull();
    expect(result.issues.map((issue) => issue.path.join('.'))).toEqual(['flowRate.value', 'head.unit']);
  });
});
