import { describe, expect, it } from 'vitest';
import { MATERIAL_CLASSES } from './constraints.ts';
import { fluidMaterialRule, meetsMaterialClass } from './material-compatibility.ts';

describe('the fluid ↔ materials table (API 610 Annex G; ANSI/HI 9.1-9.5; NORSOK M-001)', () => {
  it.each([
    ['seawater', 60, ['all-bronze', 'duplex']],
    ['hydrocarbon', 80, ['ductile-iron', 'carbon-steel', 'stainless-316', 'duplex']],
    ['water', 248, MATERIAL_CLASSES],
    ['water', 249, ['carbon-steel', 'stainless-316', 'duplex']],
    ['water', 347, ['carbon-steel', 'stainless-316', 'duplex']],
    ['water', 348, ['stainless-316', 'duplex']],
    ['glycol', 200, MATERIAL_CLASSES],
    ['lube-oil', 150, MATERIAL_CLASSES],
  ] as const)('%s at %d °F admits %j', (service, temperatureF, allowed) => {
    expect(fluidMaterialRule(service, temperatureF).allowed).toEqual(allowed);
  });
  it('names its source in the rule text', () => {
    expect(fluidMaterialRule('seawater', 60).rule).toMatch(/API 610 Annex G D-1\/D-2.*NORSOK M-001/);
    expect(fluidMaterialRule('water', 300).rule).toContain('S-5');
  });
});

describe('the requested class is a minimum on two axes (corrosion, casing)', () => {
  it('a better class meets a request; a different strength does not', () => {
    expect(meetsMaterialClass('duplex', 'stainless-316')).toBe(true);
    expect(meetsMaterialClass('all-bronze', 'bronze-fitted')).toBe(true);
    expect(meetsMaterialClass('stainless-316', 'all-bronze')).toBe(true);
    expect(meetsMaterialClass('carbon-steel', 'ductile-iron')).toBe(true);
    // Bronze casings are no stronger than grey iron; iron resists corrosion no better than a bronze impeller.
    expect(meetsMaterialClass('all-bronze', 'ductile-iron')).toBe(false);
    expect(meetsMaterialClass('ductile-iron', 'bronze-fitted')).toBe(false);
    expect(meetsMaterialClass('cast-iron', 'cast-iron')).toBe(true);
    for (const offered of MATERIAL_CLASSES) {
      expect(meetsMaterialClass(offered, 'cast-iron')).toBe(true);
      expect(meetsMaterialClass(offered, offered)).toBe(true);
    }
  });
});
