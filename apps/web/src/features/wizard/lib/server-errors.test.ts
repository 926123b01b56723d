import { describe, expect, it } from 'vitest';
import { changedFields, firstStepWithErrors, mapServerFieldErrors } from './server-errors.ts';
import { emptyContact, type WizardData } from './wizard-data.ts';
import { stepsFor } from './wizard-steps.ts';

const visitor = { steps: stepsFor(false), attributeIds: new Set(['1', '2']) };
const signedIn = { ...visitor, steps: stepsFor(true) };

describe('mapServerFieldErrors', () => {
  it('places every key of the request contract under its field and step, first message each', () => {
    const mapped = mapServerFieldErrors(
      {
        'answer.1': ['This field is required', 'second message'],
        'answer.2.unit': ['please select a unit'],
        comment: ['Too long'],
        file_comment: ['Not a PDF'],
        quantity: ['Quantity must be greater than or equal to 1'],
        zip_code: ['Zip code should be at least 5 digits'],
        'contact_info.companyName': ['This company name is required'],
        'contact_info.email': ['This email is taken'],
      },
      visitor,
    );
    expect(mapped.errors).toEqual({
      '1': 'This field is required',
      '2.unit': 'please select a unit',
      comment: 'Too long',
      file_comment: 'Not a PDF',
      quantity: 'Quantity must be greater than or equal to 1',
      zip_code: 'Zip code should be at least 5 digits',
      companyName: 'This company name is required',
      email: 'This email is taken',
    });
    expect(mapped.stepOf).toEqual({
      '1': 'Specification',
      '2.unit': 'Specification',
      comment: 'Comment',
      file_comment: 'Comment',
      quantity: 'Submit',
      zip_code: 'Submit',
      companyName: 'Contact Info',
      email: 'Contact Info',
    });
    expect(mapped.unmapped).toEqual([]);
  });

  it('keeps what no field shows: other parts of the answer, unknown attributes, the part, contact for a user', () => {
    const mapped = mapServerFieldErrors(
      {
        'answer.classification.7': ['Fill in the Hydraulics card'],
        'answer.99': ['This attribute is not on the part'],
        part: ['The part changed'],
        'contact_info.password': ['User already exists, But wrong password given'],
        'contact_info.existUser': ['Use true or false'],
        body: ['The part changed'],
      },
      signedIn,
    );
    expect(mapped.errors).toEqual({});
    // Repeated messages are said once.
    expect(mapped.unmapped).toEqual([
      'Fill in the Hydraulics card',
      'This attribute is not on the part',
      'The part changed',
      'User already exists, But wrong password given',
      'Use true or false',
    ]);
  });

  it('the first step is the earliest in the wizard’s order, not in the answer’s', () => {
    const mapped = mapServerFieldErrors(
      { zip_code: ['Zip'], 'contact_info.email': ['Email'], comment: ['Comment'] },
      visitor,
    );
    expect(firstStepWithErrors(mapped, visitor.steps)).toBe('Comment');
    expect(
      firstStepWithErrors(
        mapServerFieldErrors({ zip_code: ['Zip'], 'contact_info.email': ['E'] }, visitor),
        visitor.steps,
      ),
    ).toBe('Contact Info');
    expect(firstStepWithErrors(mapServerFieldErrors({ part: ['x'] }, visitor), visitor.steps)).toBeNull();
  });
});

describe('changedFields', () => {
  const before: WizardData = {
    specification: { '1': { value: '500', unit: 'gpm' }, '2': { value: '', unit: 'ft' } },
    comment: '',
    contact: emptyContact(),
    submit: { quantity: '1', zip_code: '' },
  };

  it('names each edited field; a value edit also clears its unit message', () => {
    expect(changedFields(before, before)).toEqual([]);
    expect(
      changedFields(before, {
        ...before,
        specification: { ...before.specification, '1': { value: '5', unit: 'gpm' } },
      }),
    ).toEqual(['1', '1.unit']);
    expect(
      changedFields(before, {
        ...before,
        specification: { ...before.specification, '2': { value: '', unit: 'm' } },
      }),
    ).toEqual(['2.unit']);
    expect(
      changedFields(before, {
        ...before,
        comment: 'x',
        submit: { quantity: '2', zip_code: '' },
        contact: { ...before.contact, email: 'a@b.co' },
      }),
    ).toEqual(['comment', 'quantity', 'email']);
  });
});
