// 1 BTU = 778.17 ft·lbf (docs/reference/pump-engineering.md §0); 1 hp = 2544.43 BTU/h = 42.41 BTU/min.
const FT_LBF_PER_BTU = 778.17;
const BTU_PER_HOUR_PER_HP = 2544.43;

/** Temperature rise through the pump, °F: ΔT = H[ft]·(1/η − 1)/(778.17·c_p[BTU/lb·°F]) (Wilfley; centrifugal-pump.org). */
export function temperatureRiseF(input: {
  headFt: number;
  efficiency: number;
  specificHeat: number;
}): number {
  return (input.headFt * (1 / input.efficiency - 1)) / (FT_LBF_PER_BTU * input.specificHeat);
}

/** Temperature rise, °F, mass form: ΔT = 2544.43·(BHP − WHP)/(ṁ[lb/h]·c_p) (centrifugal-pump.org Example 2). */
export function temperatureRiseMassFlowF(input: {
  massFlowLbH: number;
  brakeHp: number;
  efficiency: number;
  specificHeat: number;
}): number {
  const lossHp = input.brakeHp * (1 - input.efficiency);
  return (BTU_PER_HOUR_PER_HP * lossHp) / (input.massFlowLbH * input.specificHeat);
}

/** Shut-off heating rate, °F/min: 42.41·BHP_so/(W_liquid[lb]·c_p) (energy balance; Karassik). */
export function shutoffHeatingRateFPerMin(input: {
  shutoffBrakeHp: number;
  liquidLb: number;
  specificHeat: number;
}): number {
  return ((BTU_PER_HOUR_PER_HP / 60) * input.shutoffBrakeHp) / (input.liquidLb * input.specificHeat);
}

/** Thermal minimum flow, gpm: BHP·2544.43/(8.338·60·ΔT_allow·c_p) (energy balance; centrifugal-pump.org). */
export function thermalMinimumFlowGpm(input: {
  brakeHp: number;
  allowedRiseF: number;
  specificHeat: number;
}): number {
  return (input.brakeHp * BTU_PER_HOUR_PER_HP) / (8.338 * 60 * input.allowedRiseF * input.specificHeat);
}
