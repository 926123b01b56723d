import type { PartStructure } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { wizardContextText } from './wizard-context.ts';

function attribute(id: number, title: string, value: unknown, unitValue: string | null = null) {
  return {
    id,
    is_optional: true,
    attribute: { id, title, type: 'text' as const, options: [], unit: [], value, unit_value: unitValue },
  };
}

const answer: PartStructure = {
  id: 1,
  slug: 'pump',
  title: 'Pump',
  description: 'Centrifugal pumps',
  part_type: 'pump',
  partclassification_set: [
    {
      id: 1,
      classification: { id: 1, title: 'Performance' },
      is_optional: false,
      partclassificationattribute_set: [
        attribute(1, 'Flow Rate', 30, 'm3/h'),
        attribute(2, 'Head', '', 'm'),
        attribute(3, 'Self priming', true),
      ],
    },
    {
      id: 2,
      classification: { id: 2, title: 'Fluid' },
      is_optional: false,
      partclassificationattribute_set: [attribute(4, 'Fluid', '  Sea\nwater '), attribute(5, 'Solids', null)],
    },
    {
      id: 3,
      classification: { id: 3, title: 'Site' },
      is_optional: true,
      partclassificationattribute_set: [attribute(6, 'Notes', 'x'.repeat(500))],
    },
  ],
};

describe('wizardContextText', () => {
  it('lists the filled values by classification and attribute title, with units, leaving empty ones out', () => {
    const text = wizardContextText({ answer });
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Part: Pump (pump)',
      'Specification so far:',
      'Performance: Flow Rate = 30 m3/h; Self priming = yes',
      'Fluid: Fluid = Sea water',
    ]);
    // A long free-text value is clipped rather than sent whole.
    expect(text).toContain(`Site: Notes = ${'x'.repeat(200)}…`);
  });

  it('says when nothing is entered yet, and uses the part name when there is no structure', () => {
    expect(wizardContextText({ part: 'compressor' })).toBe(
      'Part: compressor\nSpecification so far: nothing entered yet.',
    );
    expect(wizardContextText({})).toBe('Part: not chosen\nSpecification so far: nothing entered yet.');
  });
});
