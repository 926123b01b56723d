import { BTU_PER_HOUR_PER_KW, hpToKw } from '../units/power.ts';

/** Motor input power, kW: P_in = BHP·0.7457/η_motor (HI/Europump LCC guide, C_e). */
export function motorInputKw(input: { brakeHp: number; motorEfficiency: number }): number {
  return hpToKw(input.brakeHp) / input.motorEfficiency;
}

/** Energy per year, kWh: P_in[kW]·hours/day·days/year (HI/Europump LCC guide, C_e; PSAT). */
export function annualEnergyKwh(input: {
  inputKw: number;
  hoursPerDay: number;
  daysPerYear: number;
}): number {
  return input.inputKw * input.hoursPerDay * input.daysPerYear;
}

/**
 * Heat released by the set, BTU/h: (P_in − P_hydraulic)[kW]·3412.14 (energy balance; docs/reference/pump-engineering.md
 * §1).
 */
export function thermalLossBtuH(input: { inputKw: number; hydraulicKw: number }): number {
  return (input.inputKw - input.hydraulicKw) * BTU_PER_HOUR_PER_KW;
}
