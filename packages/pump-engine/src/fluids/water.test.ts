import { describe, expect, it } from 'vitest';
import { expectClose, num, nums, vector } from '../__fixtures__/vectors.ts';
import {
  waterDensityKgM3,
  waterDensityLbFt3,
  waterKinematicViscosityCst,
  waterSpecificGravity,
  waterVaporPressurePsia,
  waterViscosityCp,
} from './water.ts';

// IAPWS-95 check values (saturated liquid) computed with CoolProp 8.0.0 HEOS water, independent of this code;
// viscosity: IAPWS R12-08 as implemented by CoolProp. Required accuracy: 0.2 %.
const IAPWS_95 = [
  // °F, p_sat psia, ρ kg/m³, μ cP
  [40, 0.121735, 999.9236, 1.545303],
  [60, 0.256397, 998.9707, 1.121084],
  [68, 0.339289, 998.1618, 1.001627],
  [100, 0.950506, 993.006, 0.680944],
  [140, 2.892986, 983.1602, 0.466016],
  [180, 7.519516, 970.3706, 0.34444],
  [200, 11.537553, 963.0316, 0.30259],
  [212, 14.709437, 958.3491, 0.281582],
] as const;

describe('water properties within 0.2 % of IAPWS-95 (32–212 °F)', () => {
  it.each(IAPWS_95)('at %d °F', (temperatureF, pressurePsia, densityKgM3, viscosityCp) => {
    expectClose(waterVaporPressurePsia(temperatureF), pressurePsia, 0.002);
    expectClose(waterDensityKgM3(temperatureF), densityKgM3, 0.002);
    expectClose(waterViscosityCp(temperatureF), viscosityCp, 0.002);
  });

  it('32 °F: 0.0887 psia, 999.79 kg/m³, 1.79 cP (IAPWS-95 at 273.16 K)', () => {
    expectClose(waterVaporPressurePsia(32), 0.088713, 0.002);
    expectClose(waterDensityKgM3(32), 999.7925, 0.002);
    expectClose(waterViscosityCp(32), 1.791358, 0.002);
  });

  it('PV25: vapour pressure list', () => {
    const v = vector('PV25');
    const temperatures = nums(v.inputs, 'temperature_F_list');
    const expected = nums(v.expected, 'vapor_pressure_psia_list');
    temperatures.forEach((temperatureF, i) => {
      expectClose(waterVaporPressurePsia(temperatureF), expected[i] ?? Number.NaN, v.tolerance_rel);
    });
  });

  it('PV23: density at 180 °F and PV05: density at 68 °F', () => {
    expectClose(waterDensityLbFt3(180), num(vector('PV23').expected, 'density_lb_per_ft3'), 0.002);
    expectClose(waterDensityKgM3(68), num(vector('PV05').expected, 'density_kg_per_m3'), 0.001);
  });

  it('specific gravity against 60 °F and kinematic viscosity', () => {
    // 998.1618/999.0171 = 0.999144 at 68 °F; 958.3491/999.0171 = 0.959292 at 212 °F
    expectClose(waterSpecificGravity(68), 0.999144, 0.0002);
    expectClose(waterSpecificGravity(212), 0.959292, 0.0002);
    expect(waterSpecificGravity(60)).toBeCloseTo(1, 4);
    // ν = μ/ρ = 1.001627 cP / 0.9981618 g/cm³ = 1.003472 cSt
    expectClose(waterKinematicViscosityCst(68), 1.003472, 0.002);
  });
});
