import { PART_ADMIN_MESSAGES } from '@specsource/contracts';
import { describe, expect, it } from 'vitest';
import { partFormErrorsOf } from './part-field-errors.ts';

describe('partFormErrorsOf', () => {
  it('keeps the paths the form shows, joining each field’s messages', () => {
    expect(
      partFormErrorsOf({
        title: [PART_ADMIN_MESSAGES.duplicateTitle],
        classifications: [PART_ADMIN_MESSAGES.classificationsRequired],
        'classifications.0.value': [PART_ADMIN_MESSAGES.classificationUnknown],
        'classifications.1.attribute': [PART_ADMIN_MESSAGES.attributesRequired],
        'classifications.1.attribute.2.value': ['First.', 'Second.'],
        part_type_id: [PART_ADMIN_MESSAGES.partTypeUnknown],
      }),
    ).toEqual({
      fieldErrors: {
        title: PART_ADMIN_MESSAGES.duplicateTitle,
        classifications: PART_ADMIN_MESSAGES.classificationsRequired,
        'classifications.0.value': PART_ADMIN_MESSAGES.classificationUnknown,
        'classifications.1.attribute': PART_ADMIN_MESSAGES.attributesRequired,
        'classifications.1.attribute.2.value': 'First. Second.',
        part_type_id: PART_ADMIN_MESSAGES.partTypeUnknown,
      },
      otherErrors: [],
    });
  });

  it('shows a card’s or row’s title error under its dropdown, merged with the value’s', () => {
    expect(
      partFormErrorsOf({
        'classifications.0.title': ['Too long.'],
        'classifications.0.value': ['Unknown.'],
        'classifications.0.attribute.1.title': ['Too long.'],
      }).fieldErrors,
    ).toEqual({
      'classifications.0.value': 'Too long. Unknown.',
      'classifications.0.attribute.1.value': 'Too long.',
    });
  });

  it('returns what has no field on the form, once each', () => {
    expect(
      partFormErrorsOf({
        body: ['Send a JSON object.'],
        allow_duplicate_title: ['Use true or false'],
        'classifications.0.isOptional': ['Use true or false'],
        'classifications.x.value': ['Odd.'],
      }),
    ).toEqual({ fieldErrors: {}, otherErrors: ['Send a JSON object.', 'Use true or false', 'Odd.'] });
  });

  it('handles no field errors at all', () => {
    expect(partFormErrorsOf({})).toEqual({ fieldErrors: {}, otherErrors: [] });
  });
});
