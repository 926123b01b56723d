import type { CataloguePumpType } from './catalogue.ts';
import type { MaterialClass, Orientation, ShaftSeal } from './constraints.ts';

/** How each construction type is usually mounted (ANSI/HI 1.1-1.2 nomenclature): what a file may leave out. */
export const TYPE_ORIENTATION: Record<CataloguePumpType, Orientation> = {
  'end-suction': 'horizontal',
  inline: 'vertical',
  'split-case': 'horizontal',
  'vertical-multistage': 'vertical',
  'horizontal-multistage': 'horizontal',
  'vertical-turbine': 'vertical',
  submersible: 'vertical',
};

/**
 * The seals a model is assumed to offer when a file names none: a mechanical seal, the norm on every type (ANSI/HI
 * 1.1-1.2; API 682 for process pumps). Packing and cartridge seals count only when the maker lists them.
 */
export const DEFAULT_SHAFT_SEALS: readonly ShaftSeal[] = ['mechanical'];

/** Whether a pump offering `offered` seals can be bought with `requested`: a cartridge seal is a mechanical seal. */
export function offersShaftSeal(offered: readonly ShaftSeal[], requested: ShaftSeal): boolean {
  return requested === 'mechanical'
    ? offered.includes('mechanical') || offered.includes('cartridge')
    : offered.includes(requested);
}

const has = (text: string, ...words: string[]) => words.some((word) => text.includes(word));

/**
 * The material class a data sheet's casing and impeller names describe (HI/ANSI commercial terms), or null when the names
 * say too little: a file's `material_class` column wins; this reads catalogues that only name the materials.
 */
export function materialClassFromNames(casing: string, impeller: string): MaterialClass | null {
  const c = casing.toLowerCase();
  const i = impeller.toLowerCase();
  if (has(c, 'duplex', 'a890', '2205', '2507')) {
    return 'duplex';
  }
  if (has(c, 'stainless', '316', 'cf8m', 'cf3m', 'a743', 'a744')) {
    return 'stainless-316';
  }
  if (has(c, 'bronze', 'b584', 'b148', 'gunmetal')) {
    return 'all-bronze';
  }
  if (has(c, 'steel', 'wcb', 'a216')) {
    return 'carbon-steel';
  }
  if (has(c, 'ductile', 'a536', 'nodular', 'en-gjs', 'ggg')) {
    return 'ductile-iron';
  }
  if (has(c, 'iron', 'a48', 'en-gjl', 'gg-', 'gg2')) {
    return has(i, 'bronze', 'brass', 'b584', 'stainless', 'noryl', 'composite')
      ? 'bronze-fitted'
      : 'cast-iron';
  }
  return null;
}
