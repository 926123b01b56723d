import { describe, expect, it } from 'vitest';
import { expectClose } from '../__fixtures__/vectors.ts';
import { findLiquid, LIQUID_IDS, LIQUIDS } from './library.ts';
import { petroleumSpecificGravity, petroleumVaporPressurePsia, petroleumViscosityCst } from './petroleum.ts';
import { resolveFluid } from './resolve-fluid.ts';

describe('fluid library', () => {
  it('finds liquids by id, name or alias', () => {
    expect(findLiquid('EG50')?.id).toBe('ethylene-glycol-50');
    expect(findLiquid('Ethylene glycol 30 %')?.id).toBe('ethylene-glycol-30');
    expect(findLiquid('diesel')?.service).toBe('hydrocarbon');
    expect(findLiquid('hydraulic oil')?.id).toBe('light-oil-vg32');
    expect(findLiquid('mercury')).toBeNull();
  });

  it('glycol tables reproduce Melinder/CoolProp at the nodes and interpolate between', () => {
    const eg50 = findLiquid('eg50');
    // CoolProp INCOMP::MEG-50% at 40 °F: ρ/ρ60,water = 1.0737, μ = 6.555 cP
    expectClose(eg50?.at(40).specificGravity, 1.0737, 1e-9);
    expectClose(eg50?.at(40).viscosityCp, 6.555, 1e-9);
    // log-linear between 40 °F (6.555) and 60 °F (4.292) at 50 °F: √(6.555·4.292) = 5.3042 cP
    expectClose(eg50?.at(50).viscosityCp, 5.3042, 1e-4);
    // Raoult: x_w = (0.5/18.015)/(0.5/18.015 + 0.5/62.07) = 0.775; × 0.950506 psia at 100 °F = 0.73673 psia
    expectClose(eg50?.at(100).vaporPressurePsia, 0.73673, 1e-3);
  });

  it('petroleum liquids follow API MPMS 11.1, ASTM D341 and AP-42', () => {
    const diesel = {
      specificGravity60F: 0.85,
      expansionK0: 103.872,
      expansionK1: 0.2701,
      viscosity40CCst: 3.0,
      viscosity100CCst: 1.25,
      vaporA: 12.101,
      vaporB: 8907,
      specificHeat: 0.47,
    };
    // ρ60 = 0.85·999.0171 = 849.164 kg/m³; α = 103.872/849.164² + 0.2701/849.164 = 1.44049e-4 + 3.18078e-4
    // = 4.62127e-4 /°F; Δt = 40 °F: VCF = exp(−0.0184851·(1 + 0.8·0.0184851)) = exp(−0.0187585) = 0.981416
    expectClose(petroleumSpecificGravity(diesel, 100), 0.85 * 0.981416, 1e-5);
    // Walther anchors are reproduced exactly at 104 °F and 212 °F
    expectClose(petroleumViscosityCst(diesel, 104), 3.0, 1e-9);
    expectClose(petroleumViscosityCst(diesel, 212), 1.25, 1e-9);
    // AP-42 Table 7.1-2 distillate No. 2 at 100 °F: exp(12.101 − 8907/559.67) = 0.0221 psia (table: 0.022)
    expectClose(petroleumVaporPressurePsia(diesel, 100), 0.022, 0.01);
  });

  it('resolves every fluid the wizard offers, by its wording and by its id (LIQUID_IDS)', () => {
    // apps/server/src/seed/classifications-data.ts FLUIDS, and what each must resolve to.
    const wizard: Record<string, string> = {
      Water: 'water',
      Seawater: 'seawater',
      'Ethylene glycol 30%': 'ethylene-glycol-30',
      'Propylene glycol 30%': 'propylene-glycol-30',
      'Light oil': 'light-oil-vg32',
      Diesel: 'diesel',
      'Hydraulic oil ISO VG 46': 'hydraulic-oil-vg46',
      Condensate: 'condensate',
    };
    for (const [label, id] of Object.entries(wizard)) {
      expect(findLiquid(label)?.id, label).toBe(id);
      expect(LIQUID_IDS).toContain(id);
      expect(findLiquid(id)?.id).toBe(id);
    }
    expect(new Set(LIQUID_IDS).size).toBe(LIQUIDS.length);
  });

  it('ISO VG 46 is an oil, not water: 46 cSt at 40 °C (ISO 3448), 6.8 cSt at 100 °C', () => {
    const vg46 = resolveFluid({ name: 'Hydraulic oil ISO VG 46', temperatureF: 104 }).fluid;
    expect(vg46.service).toBe('lube-oil');
    expectClose(vg46.viscosityCst, 46, 1e-6);
    expectClose(resolveFluid({ name: 'vg46', temperatureF: 212 }).fluid.viscosityCst, 6.8, 1e-6);
    expect(vg46.specificGravity).toBeLessThan(0.9);
  });

  it('condensate is water over its hot range: 250 °F saturated liquid SG 0.9426, 0.2316 cP (IAPWS)', () => {
    const condensate = resolveFluid({ name: 'Condensate', temperatureF: 250 });
    expect(condensate.issues).toEqual([]);
    // IAPWS-IF97 saturated liquid at 121.1 °C: ρ = 942.0 kg/m³ → SG vs 60 °F water (999.02) = 0.9429; μ = 0.2316 mPa·s.
    expectClose(condensate.fluid.specificGravity, 0.9429, 2e-3);
    expectClose(condensate.fluid.viscosityCp, 0.2316, 1e-2);
    // Saturation pressure at 250 °F: 29.82 psia.
    expectClose(condensate.fluid.vaporPressurePsia, 29.82, 2e-3);
  });

  it('every library liquid gives positive, finite properties across its range', () => {
    for (const liquid of LIQUIDS) {
      for (const t of [liquid.rangeF.min, (liquid.rangeF.min + liquid.rangeF.max) / 2, liquid.rangeF.max]) {
        const p = liquid.at(t);
        for (const value of [p.specificGravity, p.viscosityCp, p.vaporPressurePsia, p.specificHeat]) {
          expect(Number.isFinite(value) && value > 0).toBe(true);
        }
      }
    }
  });
});

describe('resolveFluid', () => {
  it('defaults to water at 68 °F and says so', () => {
    const { fluid, issues, assumptions } = resolveFluid(undefined);
    expect(fluid.id).toBe('water');
    expect(fluid.temperatureF).toBe(68);
    expectClose(fluid.specificGravity, 0.999144, 2e-4);
    expect(issues).toEqual([]);
    expect(assumptions.join(' ')).toMatch(/clean water assumed/);
    expect(assumptions.join(' ')).toMatch(/68 °F assumed/);
  });

  it('user overrides win over the library', () => {
    const { fluid } = resolveFluid({
      name: 'water',
      temperatureF: 140,
      specificGravity: 0.9,
      viscosityCp: 2,
    });
    expect(fluid.specificGravity).toBe(0.9);
    expect(fluid.viscosityCp).toBe(2);
    // ν = 2 cP/(0.9·0.9990171) = 2.22441 cSt
    expectClose(fluid.viscosityCst, 2.22441, 1e-5);
    expectClose(fluid.vaporPressurePsia, 2.892986, 0.002);
  });

  it('unknown names warn and leave vapour pressure unknown', () => {
    const { fluid, issues } = resolveFluid({ name: 'molasses', specificGravity: 1.4, viscosityCp: 5000 });
    expect(fluid.id).toBe('custom');
    expect(fluid.vaporPressurePsia).toBeNull();
    expect(issues).toMatchObject([{ code: 'unknown_fluid', path: ['fluid', 'name'], severity: 'warning' }]);
  });

  it('bad numbers are issues, not exceptions', () => {
    const { issues } = resolveFluid({ temperatureF: Number.NaN, specificGravity: -1 });
    expect(issues.map((issue) => issue.code)).toEqual(['invalid_number', 'invalid_number']);
  });

  it('warns outside the tabulated range', () => {
    const { issues } = resolveFluid({ name: 'water', temperatureF: 450 });
    expect(issues).toMatchObject([{ code: 'out_of_range', severity: 'warning' }]);
  });
});

describe('resolveFluid far outside the property data', () => {
  it('refuses a temperature where the liquid has no numeric properties instead of returning NaN', () => {
    const resolved = resolveFluid({ name: 'Water', temperatureF: 2000 });
    const errors = resolved.issues.filter((issue) => issue.severity === 'error');
    expect(errors.map((issue) => issue.path)).toEqual([['fluid', 'temperatureF']]);
    expect(errors[0]?.message).toContain('2000 °F');
  });

  it('still extrapolates with a warning just outside the tabulated range', () => {
    const resolved = resolveFluid({ name: 'Water', temperatureF: 420 });
    expect(resolved.issues.filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(Number.isFinite(resolved.fluid.specificGravity)).toBe(true);
  });
});
