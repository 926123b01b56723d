import type {
  ErrorBodySchema,
  FindPartsResponseSchema,
  PartClassificationSchema,
  PartStructureSchema,
  PartSummarySchema,
} from '@specsource/contracts';
import type { z } from 'zod';

// Wire bodies typed from the contracts, so a contract change breaks these tests at compile time.
type PartSummaryBody = z.input<typeof PartSummarySchema>;
type FindPartsBody = z.input<typeof FindPartsResponseSchema>;
type PartStructureBody = z.input<typeof PartStructureSchema>;
type PartClassificationBody = z.input<typeof PartClassificationSchema>;
type ErrorBody = z.input<typeof ErrorBodySchema>;

export function partSummary(overrides: Partial<PartSummaryBody> = {}): PartSummaryBody {
  return { id: 1, title: 'Pump', slug: 'pump', ...overrides };
}

export function findPartsBody(results: PartSummaryBody[]): FindPartsBody {
  return { count: results.length, next: null, previous: null, results };
}

export function pumpClassifications(): PartClassificationBody[] {
  return [
    {
      id: 11,
      classification: { id: 1, title: 'Hydraulics' },
      is_optional: false,
      partclassificationattribute_set: [
        {
          id: 101,
          is_optional: false,
          attribute: {
            id: 1,
            title: 'Flow rate',
            type: 'number',
            options: [],
            unit: [
              { id: 1, title: 'gpm' },
              { id: 2, title: 'm3/h' },
            ],
            value: null,
            unit_value: null,
          },
        },
        {
          id: 102,
          is_optional: true,
          attribute: {
            id: 2,
            title: 'Fluid',
            type: 'select',
            options: ['Water', 'Oil'],
            unit: [],
            value: null,
            unit_value: null,
          },
        },
      ],
    },
    {
      id: 12,
      classification: { id: 2, title: 'Installation' },
      is_optional: true,
      partclassificationattribute_set: [
        {
          id: 103,
          is_optional: false,
          attribute: {
            id: 3,
            title: 'Orientation',
            type: 'radio',
            options: ['Horizontal', 'Vertical'],
            unit: [],
            value: null,
            unit_value: null,
          },
        },
      ],
    },
  ];
}

export function partStructure(overrides: Partial<PartStructureBody> = {}): PartStructureBody {
  return {
    id: 1,
    slug: 'pump',
    title: 'Pump',
    description: 'Centrifugal and positive-displacement pumps.',
    part_type: 'pump',
    partclassification_set: pumpClassifications(),
    ...overrides,
  };
}

export function errorBody(overrides: Partial<ErrorBody> = {}): ErrorBody {
  return {
    detail: 'Something went wrong on our side. Please try again in a moment.',
    code: 'INTERNAL',
    ...overrides,
  };
}
