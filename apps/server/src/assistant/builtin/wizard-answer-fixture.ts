import type { PartStructure } from '@specsource/contracts';

// Tests only: a pump answer (DESIGN.md 'Wire shapes': the part structure with values) holding the given wizard
// values, one attribute per title, in the shape the wizard sends as the assistant's context.

export function wizardAnswer(
  values: Record<string, { value: number | string; unit?: string }>,
): PartStructure {
  return {
    id: 1,
    slug: 'pump',
    title: 'Pump',
    description: '',
    part_type: 'pump',
    partclassification_set: [
      {
        id: 1,
        classification: { id: 1, title: 'Duty point' },
        is_optional: false,
        partclassificationattribute_set: Object.entries(values).map(([title, entry], index) => ({
          id: index + 1,
          is_optional: false,
          attribute: {
            id: index + 1,
            title,
            type: typeof entry.value === 'number' ? ('number' as const) : ('text' as const),
            options: [],
            unit: entry.unit === undefined ? [] : [{ id: index + 1, title: entry.unit }],
            value: entry.value,
            unit_value: entry.unit ?? null,
          },
        })),
      },
    ],
  };
}
