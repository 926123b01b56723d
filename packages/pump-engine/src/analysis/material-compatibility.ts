import type { FluidService } from '../fluids/library.ts';
import type { MaterialClass } from './constraints.ts';
import { MATERIAL_CLASSES } from './constraints.ts';

/**
 * Material classes ranked on two axes, so "at least the requested class" is a partial order: corrosion resistance of the
 * wetted parts (iron < bronze impeller < bronze casing < 316 < duplex) and pressure-casing toughness (grey iron, bronze
 * < ductile iron < steel, 316 < duplex). A class meets a request when it is at least as good on both axes [J on the
 * HI/ANSI commercial terms all-iron, bronze-fitted, all-bronze, 316 (ANSI/HI 9.1-9.5) and API 610 Annex H classes].
 */
const GRADES: Record<
  MaterialClass,
  { readonly corrosion: number; readonly casing: number; readonly text: string }
> = {
  'cast-iron': { corrosion: 0, casing: 0, text: 'cast iron (all iron)' },
  'ductile-iron': { corrosion: 0, casing: 1, text: 'ductile iron' },
  'carbon-steel': { corrosion: 0, casing: 2, text: 'carbon steel' },
  'bronze-fitted': { corrosion: 1, casing: 0, text: 'bronze fitted' },
  'all-bronze': { corrosion: 2, casing: 0, text: 'all bronze' },
  'stainless-316': { corrosion: 3, casing: 2, text: '316 stainless steel' },
  duplex: { corrosion: 4, casing: 3, text: 'duplex stainless steel' },
};

/** How a material class is written in sentences. */
export function materialClassText(materials: MaterialClass): string {
  return GRADES[materials].text;
}

/** Whether a pump of class `offered` meets a requested minimum class `requested` (see GRADES). */
export function meetsMaterialClass(offered: MaterialClass, requested: MaterialClass): boolean {
  const a = GRADES[offered];
  const b = GRADES[requested];
  return a.corrosion >= b.corrosion && a.casing >= b.casing;
}

/** The classes a liquid may be pumped in, and the rule that says so, with its source. */
export interface FluidMaterialRule {
  readonly allowed: readonly MaterialClass[];
  /** The rule in one sentence with its source, quoted in reasoning and no-match text. */
  readonly rule: string;
}

const ALL = MATERIAL_CLASSES;

/**
 * The documented fluid ↔ materials table, applied before ranking:
 *
 * | service | temperature | classes allowed | source |
 * | --- | --- | --- | --- |
 * | fresh water, condensate | ≤ 248 °F (120 °C) | all | API 610 Annex G: fresh water, condensate, boiling water < 120 °C → I-1/I-2 (iron, bronze fitted) |
 * | hot water, condensate | 248–347 °F | carbon steel, 316, duplex | API 610 Annex G: boiling water 120–175 °C → S-5 (steel casing, 12 % Cr trim): no iron or bronze casings |
 * | hot water, condensate | > 347 °F (175 °C) | 316, duplex | API 610 Annex G: > 175 °C → S-6 / C-6 (12 % Cr or better wetted parts) |
 * | seawater | any | all bronze, duplex | API 610 Annex G: sea water → D-1/D-2 (duplex); ANSI/HI 9.1-9.5 materials guide: all bronze; iron (and the iron casing of bronze-fitted pumps) corrodes; 316 pits and crevice-corrodes in seawater (PREN ≈ 24 < 40, NORSOK M-001) |
 * | glycols (inhibited) | any | all | ASHRAE Handbook HVAC Systems & Equipment (secondary coolants): inhibited glycols suit iron, steel and copper alloys |
 * | hydrocarbons (fuels) | any | ductile iron, carbon steel, 316, duplex | API 610 Annex G: hydrocarbons < 230 °C → S-1 (steel casing); grey cast iron and bronze are brittle or low-melting casings for flammable liquids (API 610, NFPA 30) |
 * | lube and hydraulic oils | any | all | API 610 Annex G / ANSI/HI 9.1-9.5: non-corrosive oils in iron or bronze |
 *
 * [R]: the Annex G rows are as in docs/reference/pump-engineering.md §2.6 (verify against the standard's current
 * edition).
 */
export function fluidMaterialRule(service: FluidService, temperatureF: number): FluidMaterialRule {
  switch (service) {
    case 'seawater':
      return SEAWATER;
    case 'hydrocarbon':
      return HYDROCARBON;
    case 'glycol':
      return GLYCOL;
    case 'lube-oil':
      return OIL;
    default:
      return temperatureF > 347 ? WATER_ABOVE_175C : temperatureF > 248 ? WATER_120_TO_175C : WATER;
  }
}

// The rules as constants: the matcher asks for one on every analysis, so nothing is built per call.
const SEAWATER: FluidMaterialRule = {
  allowed: ['all-bronze', 'duplex'],
  rule: 'seawater needs all-bronze or duplex wetted parts: iron (and the iron casing of a bronze-fitted pump) corrodes, and 316 pits and crevice-corrodes (API 610 Annex G D-1/D-2; ANSI/HI 9.1-9.5; NORSOK M-001)',
};
const HYDROCARBON: FluidMaterialRule = {
  allowed: ['ductile-iron', 'carbon-steel', 'stainless-316', 'duplex'],
  rule: 'hydrocarbon fuels need a ductile pressure casing (ductile iron, steel or stainless): grey cast iron and bronze are excluded for flammable liquids (API 610 Annex G S-1; NFPA 30)',
};
const GLYCOL: FluidMaterialRule = {
  allowed: ALL,
  rule: 'inhibited glycols suit every class (ASHRAE Handbook, secondary coolants)',
};
const OIL: FluidMaterialRule = {
  allowed: ALL,
  rule: 'lube and hydraulic oils suit every class (API 610 Annex G; ANSI/HI 9.1-9.5)',
};
const WATER_ABOVE_175C: FluidMaterialRule = {
  allowed: ['stainless-316', 'duplex'],
  rule: 'water above 347 °F (175 °C) needs 12 % Cr or better wetted parts (API 610 Annex G S-6/C-6)',
};
const WATER_120_TO_175C: FluidMaterialRule = {
  allowed: ['carbon-steel', 'stainless-316', 'duplex'],
  rule: 'water at 248–347 °F (120–175 °C) needs a steel or stainless casing, no iron or bronze (API 610 Annex G S-5)',
};
const WATER: FluidMaterialRule = {
  allowed: ALL,
  rule: 'fresh water and condensate up to 248 °F (120 °C) suit every class (API 610 Annex G I-1/I-2)',
};
