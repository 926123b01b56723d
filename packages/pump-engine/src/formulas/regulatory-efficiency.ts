/**
 * DOE equipment classes of 10 CFR 431 Subpart Y with their C-values at nominal 1800 / 3600 rpm (10 CFR 431.465;
 * docs/reference/pump-engineering.md §3 [V]).
 */
export const DOE_C_VALUES = {
  ESCC: { 1800: 128.47, 3600: 130.42 },
  ESFM: { 1800: 128.85, 3600: 130.99 },
  IL: { 1800: 129.3, 3600: 133.84 },
  RSV: { 1800: 129.63, 3600: 133.2 },
  ST: { 1800: 138.78, 3600: 134.85 },
} as const;
export type DoeEquipmentClass = keyof typeof DOE_C_VALUES;

/**
 * US DOE minimum pump efficiency at BEP, %: −0.85 ln²Q − 0.38 lnNs·lnQ − 11.48 ln²Ns + 17.80 lnQ + 179.80 lnNs − (C + 555.6),
 * Q gpm at BEP, Ns US at the nominal speed (10 CFR 431.465; docs/reference/pump-engineering.md §3, coefficients [R]
 * except 17.80 and C [V]; PV55).
 */
export function doeMinimumEfficiencyPct(input: {
  equipmentClass: DoeEquipmentClass;
  nominalSpeedRpm: 1800 | 3600;
  bepFlowGpm: number;
  bepHeadFt: number;
}): { specificSpeedUs: number; efficiencyPct: number } {
  // Ns at the nominal speed, head per stage as tested (the DOE test procedure uses the bare-pump BEP).
  const specificSpeedUs = (input.nominalSpeedRpm * Math.sqrt(input.bepFlowGpm)) / input.bepHeadFt ** 0.75;
  const lnQ = Math.log(input.bepFlowGpm);
  const lnNs = Math.log(specificSpeedUs);
  const c = DOE_C_VALUES[input.equipmentClass][input.nominalSpeedRpm];
  const efficiencyPct =
    -0.85 * lnQ * lnQ - 0.38 * lnNs * lnQ - 11.48 * lnNs * lnNs + 17.8 * lnQ + 179.8 * lnNs - (c + 555.6);
  return { specificSpeedUs, efficiencyPct };
}

/** DOE scope for clean-water pumps: 25–459 gpm and ≤ 459 ft at BEP, 1–200 hp shaft (10 CFR 431.462/465) [R]. */
export function isInDoePumpScope(input: { bepFlowGpm: number; bepHeadFt: number; shaftHp: number }): boolean {
  return (
    input.bepFlowGpm >= 25 &&
    input.bepFlowGpm <= 459 &&
    input.bepHeadFt <= 459 &&
    input.shaftHp >= 1 &&
    input.shaftHp <= 200
  );
}

/**
 * EU 547/2012 minimum efficiency, %: η_BEP = 88.59x + 13.46y − 11.48x² − 0.85y² − 0.38xy − C, x = ln ns (rpm, m³/s, m),
 * y = ln Q[m³/h]; part load (75 %) ≥ 0.947·η_BEP, overload (110 %) ≥ 0.985·η_BEP (Regulation 547/2012 Annex III;
 * docs/reference/pump-engineering.md §3 [R]; PV57).
 */
export function euMinimumEfficiencyPct(input: {
  bepFlowM3h: number;
  bepHeadM: number;
  speedRpm: number;
  cValue: number;
}): { nsMetric: number; bepPct: number; partLoadPct: number; overloadPct: number } {
  const nsMetric = (input.speedRpm * Math.sqrt(input.bepFlowM3h / 3600)) / input.bepHeadM ** 0.75;
  const x = Math.log(nsMetric);
  const y = Math.log(input.bepFlowM3h);
  const bepPct = 88.59 * x + 13.46 * y - 11.48 * x * x - 0.85 * y * y - 0.38 * x * y - input.cValue;
  return { nsMetric, bepPct, partLoadPct: 0.947 * bepPct, overloadPct: 0.985 * bepPct };
}

/**
 * EU 547/2012 C-values at MEI 0.4 (ESOB, ESCC, ESCCi 1450/2900 rpm; MS-V, MSS 2900 rpm) (Annex III;
 * docs/reference/pump-engineering.md §3 [R]).
 */
export const EU_C_VALUES_MEI_04 = {
  ESOB: { 1450: 128.07, 2900: 130.27 },
  ESCC: { 1450: 132.29, 2900: 135.6 },
  ESCCi: { 1450: 136.67, 2900: 139.45 },
  'MS-V': { 2900: 138.19 },
  MSS: { 2900: 134.31 },
} as const;
