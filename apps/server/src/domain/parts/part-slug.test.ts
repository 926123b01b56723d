import { describe, expect, it } from 'vitest';
import { choosePartSlug, isSlugOf, keepsSlug } from './part-slug.ts';
import { PART_SLUG_MAX_LENGTH, slugFromTitle } from './slug-from-title.ts';

describe('slugFromTitle', () => {
  it.each([
    ['Pump', 'pump'],
    ['  Centrifugal   Pump  ', 'centrifugal-pump'],
    ['Bomba centrífuga', 'bomba-centrifuga'],
    ['Straße Ventil', 'strasse-ventil'],
    ['Ærø Øl Łódź Þór', 'aero-ol-lodz-thor'],
    ['Flow 3 m³/h', 'flow-3-m3-h'],
    ['ISO VG 46 (oil) — 30%', 'iso-vg-46-oil-30'],
    ['--Pump--', 'pump'],
    ['°F', 'f'],
    ['— ° —', 'part'],
    ['水泵', 'part'],
    ['', 'part'],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it(`cuts long titles to ${PART_SLUG_MAX_LENGTH} characters without a trailing hyphen`, () => {
    const slug = slugFromTitle(`${'a'.repeat(79)} b${'c'.repeat(100)}`);
    expect(slug).toBe('a'.repeat(79));
    expect(slugFromTitle('x'.repeat(300))).toHaveLength(PART_SLUG_MAX_LENGTH);
  });
});

describe('isSlugOf', () => {
  it('accepts the base and the base with a counter only', () => {
    expect(isSlugOf('pump', 'pump')).toBe(true);
    expect(isSlugOf('pump', 'pump-2')).toBe(true);
    expect(isSlugOf('pump', 'pump-12')).toBe(true);
    expect(isSlugOf('pump', 'pump-station')).toBe(false);
    expect(isSlugOf('pump', 'pump-02')).toBe(false);
    expect(isSlugOf('pump', 'pumps')).toBe(false);
    expect(isSlugOf('pump-2', 'pump')).toBe(false);
  });
});

describe('choosePartSlug', () => {
  it('takes the base when free, else the first free counter', () => {
    expect(choosePartSlug({ base: 'pump', taken: new Set() })).toBe('pump');
    expect(choosePartSlug({ base: 'pump', taken: new Set(['pump']) })).toBe('pump-2');
    expect(choosePartSlug({ base: 'pump', taken: new Set(['pump', 'pump-2', 'pump-4']) })).toBe('pump-3');
  });

  it('never chooses a slug a static route would shadow', () => {
    expect(choosePartSlug({ base: 'supplier', taken: new Set() })).toBe('supplier-2');
    expect(choosePartSlug({ base: 'add', taken: new Set(['add-2']) })).toBe('add-3');
  });

  it("reuses the part's own earlier slug for its title, newest first", () => {
    const taken = new Set(['pump']);
    expect(choosePartSlug({ base: 'pump', taken, ownHistory: ['valve', 'pump-3', 'pump-2'] })).toBe('pump-3');
    expect(choosePartSlug({ base: 'pump', taken, ownHistory: ['pump-station'] })).toBe('pump-2');
  });
});

describe('keepsSlug', () => {
  it('keeps the slug while it still names the title', () => {
    expect(keepsSlug('PUMP', 'pump')).toBe(true);
    expect(keepsSlug('Pump ', 'pump-2')).toBe(true);
    expect(keepsSlug('Pump station', 'pump')).toBe(false);
    expect(keepsSlug('Supplier', 'supplier')).toBe(false);
  });
});
