import type { FluidState } from '../fluids/resolve-fluid.ts';

/**
 * Material class text and its Corripio material factor, from service and temperature (API 610 Annex G/H,
 * docs/reference/pump-engineering.md §2.6 [R]).
 */
export function materialClass(fluid: FluidState): { text: string; materialFactor: number; isAlloy: boolean } {
  const t = fluid.temperatureF;
  const at = `at ${Math.round(t)} °F`;
  switch (fluid.service) {
    case 'seawater':
      return {
        text: `API 610 class D-2 (super duplex, ASTM A890 5A casing and impeller) for seawater ${at}, or all nickel-aluminium bronze; no iron, and no bronze-fitted pump (its casing is iron).`,
        materialFactor: 2.0,
        isAlloy: true,
      };
    case 'glycol':
      return {
        text: `API 610 class I-1 (all iron: ASTM A48 Cl 30 casing and impeller, carbon-steel shaft with 316 SS sleeve) for inhibited ${fluid.name.toLowerCase()} ${at}; EPDM elastomers.`,
        materialFactor: 1.0,
        isAlloy: false,
      };
    case 'hydrocarbon':
    case 'lube-oil':
      return t < 446
        ? {
            text: `API 610 class S-1 (carbon-steel ASTM A216 WCB casing, cast-iron impeller) for ${fluid.name.toLowerCase()} ${at} (< 230 °C); FKM elastomers, API 682 seal.`,
            materialFactor: 1.35,
            isAlloy: false,
          }
        : {
            text: `API 610 class S-6 (carbon-steel casing, 12 % Cr impeller) for ${fluid.name.toLowerCase()} ${at} (230–370 °C).`,
            materialFactor: 1.6,
            isAlloy: true,
          };
    default:
      if (t >= 347) {
        return {
          text: `API 610 class S-6 / C-6 (12 % Cr) for water ${at} (> 175 °C).`,
          materialFactor: 1.6,
          isAlloy: true,
        };
      }
      if (t >= 248) {
        return {
          text: `API 610 class S-5 (carbon-steel casing, 12 % Cr impeller) for hot water ${at} (120–175 °C).`,
          materialFactor: 1.35,
          isAlloy: false,
        };
      }
      return {
        text: `API 610 class I-2 (bronze-fitted: ASTM A48 Cl 30 cast-iron casing, bronze impeller, 316 SS shaft sleeve) for clean water ${at}; EPDM elastomers.`,
        materialFactor: 1.0,
        isAlloy: false,
      };
  }
}
