import type {
  AdminPartRowSchema,
  ErrorBodySchema,
  PartDetailsSchema,
  PartTypeListItemSchema,
  TaxonomyItemSchema,
} from '@specsource/contracts';
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { z } from 'zod';
import { jsonResponse } from '../../../../test/fetch-stub.ts';

// Wire bodies for this feature's tests, typed from the contracts.
type AdminPartRowBody = z.input<typeof AdminPartRowSchema>;
type PartDetailsBody = z.input<typeof PartDetailsSchema>;
type PartTypeBody = z.input<typeof PartTypeListItemSchema>;
type TaxonomyItemBody = z.input<typeof TaxonomyItemSchema>;
type ErrorBody = z.input<typeof ErrorBodySchema>;

export function adminPartRow(overrides: Partial<AdminPartRowBody> = {}): AdminPartRowBody {
  return {
    id: 1,
    title: 'Centrifugal pump',
    slug: 'centrifugal-pump',
    part_type: 'pump',
    classification_count: 2,
    supplier_count: 3,
    updated_at: '2026-06-01T14:30:00.000Z',
    ...overrides,
  };
}

export function pageBody<Row>(results: Row[], count = results.length) {
  return { count, next: null, previous: null, results };
}

export const CLASSIFICATIONS: TaxonomyItemBody[] = [
  { id: 1, title: 'Hydraulics' },
  { id: 2, title: 'Installation' },
  { id: 3, title: 'Materials' },
];

export const ATTRIBUTES: Record<number, TaxonomyItemBody[]> = {
  1: [
    { id: 11, title: 'Flow rate' },
    { id: 12, title: 'Fluid' },
  ],
  2: [{ id: 21, title: 'Orientation' }],
  3: [{ id: 31, title: 'Casing material' }],
};

export function partTypeBody(overrides: Partial<PartTypeBody> = {}): PartTypeBody {
  return {
    id: 1,
    name: 'pump',
    part_count: 1,
    config: {
      features: {
        instantResults: true,
        firstPrinciples: true,
        matchResults: true,
        feedback: true,
        pricingEstimates: false,
      },
      loading: { title: 'Searching pumps', subtitle: '' },
      results: { showFirstPrinciples: true, showTopMatches: true, showNoMatchPanel: true, maxMatches: 3 },
      comingSoon: {
        enabled: false,
        title: '',
        message: '',
        actionText: '',
        estimatedLaunch: null,
        features: [],
        notify: false,
      },
      meta: {
        displayName: 'Pump',
        pluralName: 'Pumps',
        databaseTotal: null,
        icon: 'pump',
        color: '#1971c2',
      },
    },
    ...overrides,
  };
}

export function partDetailsBody(overrides: Partial<PartDetailsBody> = {}): PartDetailsBody {
  return {
    id: 7,
    slug: 'centrifugal-pump',
    title: 'Centrifugal pump',
    description: 'End-suction pumps for clean water.',
    part_type: 'pump',
    part_type_id: 1,
    updated_at: '2026-06-01T14:30:00.000Z',
    partclassification_set: [
      {
        id: 70,
        classification: { id: 1, title: 'Hydraulics' },
        is_optional: false,
        partclassificationattribute_set: [
          { id: 700, is_optional: false, attribute: attributeBody(11, 'Flow rate') },
          { id: 701, is_optional: true, attribute: attributeBody(12, 'Fluid') },
        ],
      },
      {
        id: 71,
        classification: { id: 2, title: 'Installation' },
        is_optional: true,
        partclassificationattribute_set: [
          { id: 710, is_optional: false, attribute: attributeBody(21, 'Orientation') },
        ],
      },
    ],
    ...overrides,
  };
}

function attributeBody(id: number, title: string) {
  return { id, title, type: 'text' as const, options: [], unit: [], value: null, unit_value: null };
}

export function errorBody(overrides: Partial<ErrorBody> = {}): ErrorBody {
  return {
    detail: 'Something went wrong on our side. Please try again in a moment.',
    code: 'INTERNAL',
    ...overrides,
  };
}

/** The taxonomy and part-type reads every part form makes. */
export function taxonomyRoutes() {
  return {
    'GET /api/classification': () => jsonResponse(CLASSIFICATIONS),
    'GET /api/part-types/': () =>
      jsonResponse([partTypeBody(), partTypeBody({ id: 2, name: 'compressor', part_count: 0 })]),
    ...Object.fromEntries(
      Object.entries(ATTRIBUTES).map(([id, attributes]) => [
        `GET /api/attribute/${id}`,
        () => jsonResponse(attributes),
      ]),
    ),
  };
}

/** Opens a Mantine Select and picks the option named `option`. */
export async function choose(user: UserEvent, combobox: HTMLElement, option: string): Promise<void> {
  await user.click(combobox);
  await user.click(await within(document.body).findByRole('option', { name: option }));
}
