import { interpolateLinear, interpolateLog } from './interpolate.ts';
import { waterVaporPressurePsia } from './water.ts';

// Molar masses, g/mol: water 18.015, ethylene glycol 62.07, propylene glycol 76.09 (CRC Handbook).
const WATER_MOLAR_MASS = 18.015;

/** A glycol–water mix tabulated against temperature. */
export interface GlycolTable {
  readonly temperaturesF: readonly number[];
  readonly specificGravity: readonly number[];
  readonly viscosityCp: readonly number[];
  readonly specificHeat: readonly number[];
  readonly massFraction: number;
  readonly glycolMolarMass: number;
}

// Melinder (2010), "Properties of secondary working fluids", IIR, as implemented in CoolProp 8.0.0
// INCOMP::MEG / INCOMP::MPG; SG against water at 60 °F, viscosity cP, cp BTU/(lb·°F).
const TEMPERATURES_F = [20, 40, 60, 80, 100, 140, 180, 212];

export const ETHYLENE_GLYCOL_30: GlycolTable = {
  temperaturesF: TEMPERATURES_F,
  specificGravity: [1.0478, 1.0447, 1.0408, 1.0362, 1.0309, 1.0185, 1.0037, 0.9904],
  viscosityCp: [5.634, 3.632, 2.484, 1.791, 1.353, 0.866, 0.62, 0.498],
  specificHeat: [0.869, 0.877, 0.885, 0.893, 0.9, 0.914, 0.927, 0.937],
  massFraction: 0.3,
  glycolMolarMass: 62.07,
};

export const ETHYLENE_GLYCOL_50: GlycolTable = {
  temperaturesF: TEMPERATURES_F,
  specificGravity: [1.0785, 1.0737, 1.0683, 1.0623, 1.0558, 1.0415, 1.0258, 1.0125],
  viscosityCp: [10.815, 6.555, 4.292, 3.003, 2.221, 1.375, 0.933, 0.69],
  specificHeat: [0.756, 0.771, 0.785, 0.799, 0.813, 0.837, 0.857, 0.871],
  massFraction: 0.5,
  glycolMolarMass: 62.07,
};

export const PROPYLENE_GLYCOL_30: GlycolTable = {
  temperaturesF: TEMPERATURES_F,
  specificGravity: [1.0345, 1.0311, 1.0268, 1.0216, 1.0157, 1.0021, 0.987, 0.9744],
  viscosityCp: [10.172, 5.718, 3.519, 2.344, 1.671, 0.995, 0.677, 0.515],
  specificHeat: [0.904, 0.911, 0.918, 0.926, 0.933, 0.946, 0.96, 0.97],
  massFraction: 0.3,
  glycolMolarMass: 76.09,
};

export const PROPYLENE_GLYCOL_50: GlycolTable = {
  temperaturesF: TEMPERATURES_F,
  specificGravity: [1.0554, 1.0495, 1.0429, 1.0357, 1.028, 1.0115, 0.9941, 0.9802],
  viscosityCp: [29.925, 14.525, 7.916, 4.774, 3.14, 1.661, 1.043, 0.752],
  specificHeat: [0.819, 0.829, 0.839, 0.849, 0.859, 0.88, 0.9, 0.916],
  massFraction: 0.5,
  glycolMolarMass: 76.09,
};

/** Specific gravity of a glycol mix at °F (Melinder 2010 via CoolProp, linear interpolation). */
export function glycolSpecificGravity(table: GlycolTable, temperatureF: number): number {
  return interpolateLinear(table.temperaturesF, table.specificGravity, temperatureF);
}

/** Viscosity of a glycol mix, cP, at °F (Melinder 2010 via CoolProp, log-linear interpolation). */
export function glycolViscosityCp(table: GlycolTable, temperatureF: number): number {
  return interpolateLog(table.temperaturesF, table.viscosityCp, temperatureF);
}

/** Specific heat of a glycol mix, BTU/(lb·°F), at °F (Melinder 2010 via CoolProp). */
export function glycolSpecificHeat(table: GlycolTable, temperatureF: number): number {
  return interpolateLinear(table.temperaturesF, table.specificHeat, temperatureF);
}

/** Vapour pressure of a glycol mix, psia: Raoult's law on the water (glycol is non-volatile here), an upper bound. */
export function glycolVaporPressurePsia(table: GlycolTable, temperatureF: number): number {
  const waterMoles = (1 - table.massFraction) / WATER_MOLAR_MASS;
  const glycolMoles = table.massFraction / table.glycolMolarMass;
  return (waterMoles / (waterMoles + glycolMoles)) * waterVaporPressurePsia(temperatureF);
}
