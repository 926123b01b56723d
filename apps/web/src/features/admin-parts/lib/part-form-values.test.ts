import { schemaResolver } from '@mantine/form';
import { PART_ADMIN_MESSAGES, PartBodySchema, type PartDetails } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import {
  emptyClassificationCard,
  emptyPartFormValues,
  type PartFormValues,
  partBodyOf,
  partFormValuesOf,
} from './part-form-values.ts';

const DETAILS: PartDetails = {
  id: 7,
  slug: 'centrifugal-pump',
  title: 'Centrifugal pump',
  description: 'End-suction pumps.',
  part_type: 'pump',
  part_type_id: 1,
  updated_at: '2026-06-01T14:30:00.000Z',
  partclassification_set: [
    {
      id: 70,
      classification: { id: 1, title: 'Hydraulics' },
      is_optional: false,
      partclassificationattribute_set: [
        { id: 700, is_optional: true, attribute: attribute(11, 'Flow rate') },
        { id: 701, is_optional: false, attribute: attribute(12, 'Fluid') },
      ],
    },
    {
      id: 71,
      classification: { id: 2, title: 'Installation' },
      is_optional: true,
      partclassificationattribute_set: [],
    },
  ],
};

function attribute(id: number, title: string) {
  return { id, title, type: 'text' as const, options: [], unit: [], value: null, unit_value: null };
}

const validate = schemaResolver(PartBodySchema, { sync: true });
const anyKey = expect.any(String);

describe('part form values', () => {
  it('starts empty with one card holding one attribute row', () => {
    expect(emptyPartFormValues()).toEqual({
      title: '',
      description: '',
      part_type_id: null,
      classifications: [
        {
          key: anyKey,
          value: null,
          title: '',
          isOptional: false,
          attribute: [{ key: anyKey, value: null, title: '', isOptional: false }],
        },
      ],
    });
  });

  it('gives every card and row its own key', () => {
    const [first, second] = [emptyClassificationCard(), emptyClassificationCard()];
    expect(first.key).not.toBe(second.key);
    expect(first.attribute[0]?.key).not.toBe(second.attribute[0]?.key);
  });

  it('reads the edit screen’s part; a card without attributes gets an empty row', () => {
    expect(partFormValuesOf(DETAILS)).toEqual({
      title: 'Centrifugal pump',
      description: 'End-suction pumps.',
      part_type_id: 1,
      classifications: [
        {
          key: anyKey,
          value: 1,
          title: 'Hydraulics',
          isOptional: false,
          attribute: [
            { key: anyKey, value: 11, title: 'Flow rate', isOptional: true },
            { key: anyKey, value: 12, title: 'Fluid', isOptional: false },
          ],
        },
        {
          key: anyKey,
          value: 2,
          title: 'Installation',
          isOptional: true,
          attribute: [{ key: anyKey, value: null, title: '', isOptional: false }],
        },
      ],
    });
  });

  it('a part without cards starts with an empty one', () => {
    expect(partFormValuesOf({ ...DETAILS, partclassification_set: [] }).classifications).toEqual([
      expect.objectContaining({ value: null, attribute: [expect.objectContaining({ value: null })] }),
    ]);
  });

  it('turns into the body in the spec’s names, without the row keys', () => {
    const values = partFormValuesOf({
      ...DETAILS,
      partclassification_set: DETAILS.partclassification_set.slice(0, 1),
    });
    expect(partBodyOf(values, { allowDuplicateTitle: true })).toEqual({
      title: 'Centrifugal pump',
      description: 'End-suction pumps.',
      part_type_id: 1,
      classifications: [
        {
          value: 1,
          title: 'Hydraulics',
          isOptional: false,
          attribute: [
            { value: 11, title: 'Flow rate', isOptional: true },
            { value: 12, title: 'Fluid', isOptional: false },
          ],
        },
      ],
      allow_duplicate_title: true,
    });
  });

  it('validates with the contract: its messages land on the form’s paths', () => {
    expect(validate(emptyPartFormValues())).toEqual({
      title: PART_ADMIN_MESSAGES.titleRequired,
      'classifications.0.value': PART_ADMIN_MESSAGES.classificationRequired,
      'classifications.0.attribute.0.value': PART_ADMIN_MESSAGES.attributeRequired,
    });

    const values: PartFormValues = partFormValuesOf(DETAILS);
    const [hydraulics] = values.classifications;
    const twice = { ...values, classifications: [hydraulics, hydraulics] } as PartFormValues;
    expect(validate(twice)).toEqual({
      'classifications.1.value': PART_ADMIN_MESSAGES.classificationRepeated,
    });
  });
});
