import { describe, expect, it } from 'vitest';
import { fluidNamedIn } from './fluid-named.ts';

// The names and aliases come from the engine's library (packages/pump-engine/src/fluids/library.ts).

function libraryName(text: string): string | null {
  const named = fluidNamedIn(text);
  return named?.kind === 'library' ? named.liquid.name : null;
}

describe('fluidNamedIn', () => {
  it.each([
    ['vapour pressure of water at 150 °F', 'Water'],
    ['density of sea water', 'Seawater'],
    ['salt water at 20 C', 'Seawater'],
    ['hot condensate', 'Condensate'],
    ['Viscosity of ISO VG 46 at 40 °C?', 'Hydraulic oil (ISO VG 46)'],
    ['No. 2 diesel', 'Diesel fuel (No. 2)'],
    ['50% ethylene glycol at 68 F', 'Ethylene glycol 50 %'],
    ['ethylene glycol 30 % at 40F', 'Ethylene glycol 30 %'],
    ['jet A', 'Kerosene / jet fuel'],
  ])('"%s" names %s', (text, name) => {
    expect(libraryName(text)).toBe(name);
  });

  it('prefers a grade over a bare alias of another grade', () => {
    // 'hydraulic oil' is the library's alias of ISO VG 32; "VG 46" names the VG 46 entry.
    expect(libraryName('VG 46 hydraulic oil')).toBe('Hydraulic oil (ISO VG 46)');
    expect(libraryName('hydraulic oil')).toBe('Light oil (ISO VG 32)');
  });

  it('reads a concentration written beside a bare glycol', () => {
    // 'glycol' is the library's alias of ethylene glycol 50 %; "30 %" next to it means the 30 % entry.
    expect(libraryName('30% glycol at 40 F')).toBe('Ethylene glycol 30 %');
    expect(libraryName('glycol at 40 F')).toBe('Ethylene glycol 50 %');
  });

  it('reports a concentration the library does not hold instead of substituting one', () => {
    const named = fluidNamedIn('density of 40 % glycol at 20 C');
    expect(named?.kind).toBe('not-in-library');
    expect(named?.kind === 'not-in-library' && named.nearest.map((liquid) => liquid.name)).toEqual([
      'Ethylene glycol 30 %',
      'Ethylene glycol 50 %',
    ]);
  });

  it('does not find a liquid inside another word or an unknown one', () => {
    expect(fluidNamedIn('wastewater lift station')).toBeNull();
    expect(fluidNamedIn('density of ammonia at 20 °C')).toBeNull();
  });
});
