import { describe, expect, it } from 'vitest';
import { partStructure } from '../../../../test/factories.ts';
import { answerOf, emptyWizardData, restoreWizardData, specificationErrors } from './wizard-data.ts';
import { orderIdOf, stepOfTab, stepsFor } from './wizard-steps.ts';

describe('wizard data', () => {
  const part = partStructure();

  it('starts every unit at the attribute’s first unit', () => {
    expect(emptyWizardData(part).specification['1']).toEqual({ value: '', unit: 'gpm' });
    expect(emptyWizardData(part).specification['2']).toEqual({ value: '', unit: null });
  });

  it('restores what was stored, dropping attributes the part no longer has and values of the wrong kind', () => {
    const restored = restoreWizardData(part, {
      specification: {
        '1': { value: '500', unit: 'm3/h' },
        '99': { value: 'gone', unit: null },
        '2': { value: true, unit: null },
      },
      comment: 'Hot water',
      submit: { quantity: '4' },
    });

    expect(restored?.specification['1']).toEqual({ value: '500', unit: 'm3/h' });
    expect(restored?.specification['99']).toBeUndefined();
    expect(restored?.specification['2']).toEqual({ value: '', unit: null });
    expect(restored?.comment).toBe('Hot water');
    expect(restored?.submit).toEqual({ quantity: '4', zip_code: '' });
    expect(restoreWizardData(part, null)).toBeNull();
    expect(restoreWizardData(part, 'garbage')).toBeNull();
  });

  it('fills the structure: a unit only beside a value', () => {
    const data = emptyWizardData(part);
    const empty = answerOf(part, data.specification).partclassification_set[0]
      ?.partclassificationattribute_set[0];
    expect(empty?.attribute).toMatchObject({ value: null, unit_value: null });

    data.specification['1'] = { value: '250', unit: 'gpm' };
    const filled = answerOf(part, data.specification).partclassification_set[0]
      ?.partclassificationattribute_set[0];
    expect(filled?.attribute).toMatchObject({ value: '250', unit_value: 'gpm' });
  });

  it('checks with the shared contract: keys are attribute ids', () => {
    const data = emptyWizardData(part);
    expect(specificationErrors(part, data.specification)).toEqual({ '1': 'This field is required' });
    data.specification['1'] = { value: 'lots', unit: 'gpm' };
    expect(specificationErrors(part, data.specification)).toEqual({
      '1': 'Enter a number, such as 250 or 12.5',
    });
  });

  it('applies the bounds and key the part structure carries, as the server does, in the unit typed', () => {
    const bounded = partStructure();
    const flow = bounded.partclassification_set[0]?.partclassificationattribute_set[0]?.attribute;
    if (!flow) {
      throw new Error('the fixture has a flow rate');
    }
    Object.assign(flow, { key: 'flow_rate', min_value: 0, min_exclusive: true, max_value: 5000 });
    const data = emptyWizardData(bounded);
    const errorFor = (value: string, unit: string) =>
      specificationErrors(bounded, { ...data.specification, '1': { value, unit } })['1'];
    expect(errorFor('0', 'gpm')).toBe('Enter more than 0 gpm');
    expect(errorFor('-4', 'm3/h')).toBe('Enter more than 0 m3/h');
    // 5000 gpm = 1135.6 m³/h
    expect(errorFor('1200', 'm3/h')).toBe('Enter 1135 m3/h or less');
    expect(errorFor('250', 'gpm')).toBeUndefined();
  });
});

describe('wizard steps', () => {
  it('Contact Info only for visitors; ?tab= falls back to Specification', () => {
    expect(stepsFor(false)).toEqual(['Specification', 'Comment', 'Contact Info', 'Submit']);
    expect(stepsFor(true)).toEqual(['Specification', 'Comment', 'Submit']);
    expect(stepOfTab('Search', stepsFor(true))).toBe('Submit');
    expect(stepOfTab('Contact Info', stepsFor(true))).toBe('Specification');
    expect(stepOfTab(null, stepsFor(false))).toBe('Specification');
  });

  it("'None' is no order", () => {
    expect(orderIdOf('None')).toBeNull();
    expect(orderIdOf(undefined)).toBeNull();
    expect(orderIdOf('abc123')).toBe('abc123');
  });
});
