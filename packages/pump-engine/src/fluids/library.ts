import type { GlycolTable } from './glycol.ts';
import {
  ETHYLENE_GLYCOL_30,
  ETHYLENE_GLYCOL_50,
  glycolSpecificGravity,
  glycolSpecificHeat,
  glycolVaporPressurePsia,
  glycolViscosityCp,
  PROPYLENE_GLYCOL_30,
  PROPYLENE_GLYCOL_50,
} from './glycol.ts';
import type { PetroleumLiquid } from './petroleum.ts';
import { petroleumSpecificGravity, petroleumVaporPressurePsia, petroleumViscosityCst } from './petroleum.ts';
import { WATER_RANGE_F, WATER_SPECIFIC_HEAT_BTU_LB_F, waterLiquidProperties } from './water.ts';

/** Broad service class: drives materials, seals and maintenance text. */
export type FluidService = 'water' | 'seawater' | 'glycol' | 'hydrocarbon' | 'lube-oil';

/** Properties of a liquid at one temperature. */
export interface LiquidProperties {
  readonly specificGravity: number;
  readonly viscosityCp: number;
  readonly vaporPressurePsia: number;
  readonly specificHeat: number;
}

/** A named liquid of the library with its valid temperature range. */
export interface LiquidModel {
  readonly id: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly service: FluidService;
  readonly rangeF: { readonly min: number; readonly max: number };
  /** Below this the liquid is solid (ice) at atmospheric pressure, °F; undefined where the range's floor is above it. */
  readonly freezingPointF?: number;
  readonly source: string;
  readonly at: (temperatureF: number) => LiquidProperties;
}

function glycol(table: GlycolTable): (temperatureF: number) => LiquidProperties {
  return (temperatureF) => ({
    specificGravity: glycolSpecificGravity(table, temperatureF),
    viscosityCp: glycolViscosityCp(table, temperatureF),
    vaporPressurePsia: glycolVaporPressurePsia(table, temperatureF),
    specificHeat: glycolSpecificHeat(table, temperatureF),
  });
}

function petroleum(liquid: PetroleumLiquid): (temperatureF: number) => LiquidProperties {
  return (temperatureF) => {
    const specificGravity = petroleumSpecificGravity(liquid, temperatureF);
    // μ[cP] = ν[cSt]·ρ[g/cm³]; ρ = SG·0.9990171 g/cm³.
    const viscosityCp = petroleumViscosityCst(liquid, temperatureF) * specificGravity * 0.9990171;
    return {
      specificGravity,
      viscosityCp,
      vaporPressurePsia: petroleumVaporPressurePsia(liquid, temperatureF),
      specificHeat: liquid.specificHeat,
    };
  };
}

function water(temperatureF: number): LiquidProperties {
  const { specificGravity, viscosityCp, vaporPressurePsia } = waterLiquidProperties(temperatureF);
  return { specificGravity, viscosityCp, vaporPressurePsia, specificHeat: WATER_SPECIFIC_HEAT_BTU_LB_F };
}

// Seawater (S = 35 g/kg) relative to pure water, Sharqawy, Lienhard & Zubair (2010), Desal. Water Treat. 16:
// density +2.7 %, viscosity +8 %, vapour pressure −1.9 % (Raoult), cp 0.96 — approximate ratios, ±1 %.
function seawater(temperatureF: number): LiquidProperties {
  const base = water(temperatureF);
  return {
    specificGravity: base.specificGravity * 1.027,
    viscosityCp: base.viscosityCp * 1.08,
    vaporPressurePsia: base.vaporPressurePsia * 0.981,
    specificHeat: 0.96,
  };
}

// Typical properties; a user's SG and viscosity override them. Expansion constants: API MPMS 11.1-1980 Table 6B
// (fuel oils K0 103.872, K1 0.2701; jet fuels K0 330.301, K1 0) and 6D (lubricating oils K0 0, K1 0.34878).
// Vapour pressure: EPA AP-42 Table 7.1-2 (distillate No. 2: A 12.101, B 8907; jet kerosene: A 12.390, B 8933;
// residual No. 6: A 10.104, B 10475, used for lube oils as an upper bound).
const DIESEL: PetroleumLiquid = {
  specificGravity60F: 0.85,
  expansionK0: 103.872,
  expansionK1: 0.2701,
  // ASTM D975 No. 2-D: 1.9–4.1 cSt at 40 °C; 3.0 typical.
  viscosity40CCst: 3.0,
  viscosity100CCst: 1.25,
  vaporA: 12.101,
  vaporB: 8907,
  specificHeat: 0.47,
};

const KEROSENE: PetroleumLiquid = {
  specificGravity60F: 0.8,
  expansionK0: 330.301,
  expansionK1: 0,
  viscosity40CCst: 1.5,
  viscosity100CCst: 0.8,
  vaporA: 12.39,
  vaporB: 8933,
  specificHeat: 0.48,
};

// ISO 3448 grades: VG 32 = 32 cSt, VG 68 = 68 cSt at 40 °C; 100 °C values for VI ≈ 100 oils (ASTM D2270 tables).
const ISO_VG_32: PetroleumLiquid = {
  specificGravity60F: 0.87,
  expansionK0: 0,
  expansionK1: 0.34878,
  viscosity40CCst: 32,
  viscosity100CCst: 5.4,
  vaporA: 10.104,
  vaporB: 10475,
  specificHeat: 0.45,
};

const ISO_VG_68: PetroleumLiquid = {
  ...ISO_VG_32,
  specificGravity60F: 0.88,
  viscosity40CCst: 68,
  viscosity100CCst: 8.6,
};

// ISO 3448 VG 46 = 46 cSt at 40 °C; 6.8 cSt at 100 °C for VI ≈ 100 (ASTM D2270 tables), the usual hydraulic grade.
const ISO_VG_46: PetroleumLiquid = {
  ...ISO_VG_32,
  specificGravity60F: 0.875,
  viscosity40CCst: 46,
  viscosity100CCst: 6.8,
};

const MELINDER = 'Melinder (2010) IIR secondary fluids, via CoolProp INCOMP; vapour pressure by Raoult';

export const LIQUIDS: readonly LiquidModel[] = [
  {
    id: 'water',
    name: 'Water',
    aliases: ['fresh water', 'clean water', 'h2o'],
    service: 'water',
    rangeF: WATER_RANGE_F,
    freezingPointF: 32,
    source: 'IAPWS SR1-86(1992) saturation equations and IAPWS R12-08 viscosity',
    at: water,
  },
  {
    // Steam condensate is pure water, usually returned at 180–250 °F and often near saturation, so its NPSHa is small.
    id: 'condensate',
    name: 'Condensate',
    aliases: ['steam condensate', 'boiler condensate'],
    service: 'water',
    rangeF: WATER_RANGE_F,
    freezingPointF: 32,
    source: 'IAPWS SR1-86(1992) saturation equations and IAPWS R12-08 viscosity (pure water)',
    at: water,
  },
  {
    id: 'seawater',
    name: 'Seawater',
    aliases: ['sea water', 'salt water', 'brine'],
    service: 'seawater',
    rangeF: { min: 32, max: 200 },
    // −1.9 °C at S = 35 g/kg (UNESCO 1983 freezing point of seawater).
    freezingPointF: 28.6,
    source: 'Water (IAPWS) scaled per Sharqawy et al. (2010)',
    at: seawater,
  },
  {
    id: 'ethylene-glycol-30',
    name: 'Ethylene glycol 30 %',
    aliases: ['eg30', 'ethylene glycol 30%', '30% ethylene glycol', 'glycol 30%'],
    service: 'glycol',
    rangeF: { min: 20, max: 212 },
    source: MELINDER,
    at: glycol(ETHYLENE_GLYCOL_30),
  },
  {
    id: 'ethylene-glycol-50',
    name: 'Ethylene glycol 50 %',
    aliases: ['eg50', 'ethylene glycol 50%', '50% ethylene glycol', 'glycol 50%', 'glycol'],
    service: 'glycol',
    rangeF: { min: 20, max: 212 },
    source: MELINDER,
    at: glycol(ETHYLENE_GLYCOL_50),
  },
  {
    id: 'propylene-glycol-30',
    name: 'Propylene glycol 30 %',
    aliases: ['pg30', 'propylene glycol 30%', '30% propylene glycol'],
    service: 'glycol',
    rangeF: { min: 20, max: 212 },
    source: MELINDER,
    at: glycol(PROPYLENE_GLYCOL_30),
  },
  {
    id: 'propylene-glycol-50',
    name: 'Propylene glycol 50 %',
    aliases: ['pg50', 'propylene glycol 50%', '50% propylene glycol', 'propylene glycol'],
    service: 'glycol',
    rangeF: { min: 20, max: 212 },
    source: MELINDER,
    at: glycol(PROPYLENE_GLYCOL_50),
  },
  {
    id: 'diesel',
    name: 'Diesel fuel (No. 2)',
    aliases: ['diesel fuel', 'no. 2 diesel', 'gas oil', 'fuel oil no. 2', 'distillate'],
    service: 'hydrocarbon',
    rangeF: { min: 20, max: 300 },
    source:
      'Typical No. 2-D (ASTM D975); API MPMS 11.1 expansion; ASTM D341 viscosity; EPA AP-42 vapour pressure',
    at: petroleum(DIESEL),
  },
  {
    id: 'kerosene',
    name: 'Kerosene / jet fuel',
    aliases: ['jet fuel', 'jet a', 'paraffin'],
    service: 'hydrocarbon',
    rangeF: { min: 20, max: 250 },
    source: 'Typical values; API MPMS 11.1 expansion; ASTM D341 viscosity; EPA AP-42 vapour pressure',
    at: petroleum(KEROSENE),
  },
  {
    id: 'light-oil-vg32',
    name: 'Light oil (ISO VG 32)',
    aliases: ['light oil', 'hydraulic oil', 'iso vg 32', 'vg32', 'light lube oil'],
    service: 'lube-oil',
    rangeF: { min: 32, max: 250 },
    source: 'ISO 3448 VG 32, VI ≈ 100; API MPMS 11.1 Table 6D expansion; ASTM D341 viscosity',
    at: petroleum(ISO_VG_32),
  },
  {
    id: 'hydraulic-oil-vg46',
    name: 'Hydraulic oil (ISO VG 46)',
    aliases: ['hydraulic oil iso vg 46', 'iso vg 46', 'vg46'],
    service: 'lube-oil',
    rangeF: { min: 32, max: 250 },
    source: 'ISO 3448 VG 46, VI ≈ 100; API MPMS 11.1 Table 6D expansion; ASTM D341 viscosity',
    at: petroleum(ISO_VG_46),
  },
  {
    id: 'oil-vg68',
    name: 'Lube oil (ISO VG 68)',
    aliases: ['lube oil', 'iso vg 68', 'vg68', 'gear oil', 'medium oil'],
    service: 'lube-oil',
    rangeF: { min: 32, max: 250 },
    source: 'ISO 3448 VG 68, VI ≈ 100; API MPMS 11.1 Table 6D expansion; ASTM D341 viscosity',
    at: petroleum(ISO_VG_68),
  },
];

/** The library's liquid ids: what a fluid option may name (the server refuses any other). */
export const LIQUID_IDS: readonly string[] = LIQUIDS.map((liquid) => liquid.id);

function normalise(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ').replace(' %', '%');
}

// Every id, name and alias, normalised once; the first liquid to claim a key keeps it.
const BY_KEY = new Map<string, LiquidModel>();
for (const liquid of LIQUIDS) {
  for (const key of [liquid.id, normalise(liquid.name), ...liquid.aliases.map(normalise)]) {
    if (!BY_KEY.has(key)) {
      BY_KEY.set(key, liquid);
    }
  }
}

/** Finds a library liquid by id, name or alias (case-insensitive), or null. */
export function findLiquid(name: string): LiquidModel | null {
  return BY_KEY.get(normalise(name)) ?? null;
}
