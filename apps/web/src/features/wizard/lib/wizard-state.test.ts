import { describe, expect, it } from 'vitest';
import { emptyContact, type WizardData } from './wizard-data.ts';
import { initialWizardState, wizardReducer } from './wizard-state.ts';

const data: WizardData = {
  specification: { '1': { value: '500', unit: 'gpm' } },
  comment: '',
  contact: emptyContact(),
  submit: { quantity: '1', zip_code: '' },
};
const start = () =>
  initialWizardState({ data, progress: { completed: [], draftKey: 'key', orderId: null }, results: null });
const response = { results: [], search_session_id: 'id', search_params: {} } as never;

describe('wizardReducer', () => {
  it("keeps a step's messages while it shows and drops them when another step shows", () => {
    const refused = wizardReducer(start(), {
      type: 'stepRefused',
      step: 'Comment',
      errors: { comment: 'Too long' },
    });
    expect(refused).toMatchObject({
      errors: { comment: 'Too long' },
      hasTried: true,
      errorFocus: { count: 1 },
    });
    expect(wizardReducer(refused, { type: 'stepShown', step: 'Comment' })).toBe(refused);
    expect(wizardReducer(refused, { type: 'stepShown', step: 'Submit' })).toMatchObject({
      errors: {},
      errorsStep: null,
      hasTried: false,
    });
  });

  it("drops the server's message of each field edited, and marks results out of date", () => {
    const searched = wizardReducer(start(), { type: 'searched', results: { response, orderId: 'A1' } });
    expect(searched.progress.completed).toEqual(['Submit']);
    const refused = wizardReducer(searched, {
      type: 'serverRefused',
      step: 'Specification',
      errors: { '1': 'Too low', quantity: 'Too many' },
    });
    const edited = wizardReducer(refused, { type: 'edited', data, changed: ['1'], errors: null });
    expect(edited.serverErrors).toEqual({ quantity: 'Too many' });
    expect(edited.areResultsStale).toBe(true);
    expect(
      wizardReducer(edited, { type: 'searched', results: { response, orderId: 'A1' } }).areResultsStale,
    ).toBe(false);
  });

  it('completes steps in the wizard’s order, each once', () => {
    let state = wizardReducer(start(), { type: 'stepCompleted', step: 'Comment' });
    state = wizardReducer(state, { type: 'stepCompleted', step: 'Specification' });
    state = wizardReducer(state, { type: 'stepCompleted', step: 'Comment' });
    expect(state.progress.completed).toEqual(['Specification', 'Comment']);
  });
});
