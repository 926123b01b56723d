import { describe, expect, it } from 'vitest';
import { optionKeyOf, unitsOutsideKey } from './attribute-keys.ts';
import { AttributeBodySchema, TAXONOMY_MESSAGES } from './taxonomy.ts';

const FLUID = {
  classification_id: 1,
  title: 'Fluid',
  type: 'select',
  options: ['Water', 'Seawater'],
  key: 'fluid',
  option_keys: ['water', 'seawater'],
};

function issuesOf(body: Record<string, unknown>): [string, string][] {
  const parsed = AttributeBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
}

describe('AttributeBodySchema: keys', () => {
  it('takes a key from the list with one option key per option, and no key at all', () => {
    expect(issuesOf(FLUID)).toEqual([]);
    const plain = AttributeBodySchema.parse({ ...FLUID, key: undefined, option_keys: undefined });
    expect([plain.key, plain.option_keys]).toEqual([null, []]);
  });

  it('refuses a key the pump search does not read, and a key on the wrong type', () => {
    expect(issuesOf({ ...FLUID, key: 'flow' })).toEqual([['key', TAXONOMY_MESSAGES.keyInvalid]]);
    expect(issuesOf({ ...FLUID, key: 'flow_rate', option_keys: [] })).toEqual([
      ['type', TAXONOMY_MESSAGES.keyType('flow_rate')],
    ]);
    expect(TAXONOMY_MESSAGES.keyType('fluid')).toBe(
      "The pump search reads 'fluid' as radio buttons, a select, a searchable select or an editable select; choose that type or clear the key",
    );
  });

  it('needs every option keyed for a key that reads options, and no option keys otherwise', () => {
    expect(issuesOf({ ...FLUID, option_keys: ['water'] })).toEqual([
      ['option_keys', TAXONOMY_MESSAGES.optionKeysNeeded('fluid')],
    ]);
    expect(issuesOf({ ...FLUID, option_keys: ['water', ' '] })).toEqual([
      ['option_keys', TAXONOMY_MESSAGES.optionKeysNeeded('fluid')],
    ]);
    // All blank is the same as none: an attribute without a key may send the form's empty fields.
    expect(issuesOf({ ...FLUID, key: null, option_keys: ['', ''] })).toEqual([]);
    expect(issuesOf({ ...FLUID, key: null })).toEqual([['option_keys', TAXONOMY_MESSAGES.optionKeysUnused]]);
    expect(issuesOf({ ...FLUID, option_keys: ['water', 'Sea Water'] })).toEqual([
      ['option_keys.1', TAXONOMY_MESSAGES.optionKeyInvalid],
    ]);
  });

  it('excludes a bound only when there is one', () => {
    const number = { classification_id: 1, title: 'Flow rate', type: 'number', key: 'flow_rate' };
    expect(issuesOf({ ...number, min_value: 0, min_exclusive: true })).toEqual([]);
    expect(issuesOf({ ...number, max_exclusive: true })).toEqual([
      ['max_exclusive', TAXONOMY_MESSAGES.exclusiveWithoutBound],
    ]);
  });
});

describe('unitsOutsideKey', () => {
  it('names the units the search cannot read, case-insensitively', () => {
    expect(unitsOutsideKey('flow_rate', ['GPM', 'm3/h', 'bbl/d'])).toEqual(['bbl/d']);
    expect(unitsOutsideKey('specific_gravity', ['kg/m3'])).toEqual(['kg/m3']);
  });
});

describe('optionKeyOf', () => {
  it('is the key beside the option the value names, or null', () => {
    const attribute = { options: ['Water', 'Seawater'], option_keys: ['water', 'seawater'] };
    expect(optionKeyOf(attribute, ' Seawater ')).toBe('seawater');
    expect(optionKeyOf(attribute, 'Brine')).toBeNull();
    expect(optionKeyOf({ options: ['Water'] }, 'Water')).toBeNull();
    expect(optionKeyOf(attribute, 3)).toBeNull();
  });
});
