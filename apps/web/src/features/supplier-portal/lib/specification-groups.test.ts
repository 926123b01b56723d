import type { PartStructure } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { NOT_GIVEN, specificationGroups } from './specification-groups.ts';

const attribute = (id: number, title: string, value: unknown, unitValue: string | null = null) => ({
  id,
  is_optional: false,
  attribute: { id, title, type: 'text' as const, options: [], unit: [], value, unit_value: unitValue },
});

const answer: PartStructure = {
  id: 1,
  slug: 'pump',
  title: 'Pump',
  description: '',
  part_type: 'pump',
  partclassification_set: [
    {
      id: 10,
      classification: { id: 3, title: 'Duty point' },
      is_optional: false,
      partclassificationattribute_set: [
        attribute(1, 'Flow rate', 500, 'gpm'),
        attribute(2, 'Self-priming', false),
        attribute(3, 'Seal', ''),
        attribute(4, 'Standards', ['API 610', 'ISO 5199']),
      ],
    },
  ],
};

describe('specificationGroups', () => {
  it('reads each attribute as label and value with its unit, Yes/No, lists, or Not given', () => {
    expect(specificationGroups(answer)).toEqual([
      {
        id: 10,
        title: 'Duty point',
        entries: [
          { attributeId: 1, label: 'Flow rate', value: '500 gpm', isGiven: true },
          { attributeId: 2, label: 'Self-priming', value: 'No', isGiven: true },
          { attributeId: 3, label: 'Seal', value: NOT_GIVEN, isGiven: false },
          { attributeId: 4, label: 'Standards', value: 'API 610, ISO 5199', isGiven: true },
        ],
      },
    ]);
  });
});
