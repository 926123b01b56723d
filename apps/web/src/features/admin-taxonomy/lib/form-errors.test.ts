import { MESSAGES } from '@specsource/contracts';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { errorsByField, showSaveError } from './form-errors.ts';

describe('errorsByField', () => {
  it('joins list items under their list, once per message, for resolver and server shapes alike', () => {
    expect(
      errorsByField({
        title: 'Enter a title',
        'options.0': 'An option cannot be empty',
        'options.2': 'An option cannot be empty',
        'unit_ids.1': ['One or more of these units do not exist', 'Each unit may appear only once'],
      }),
    ).toEqual({
      title: 'Enter a title',
      options: 'An option cannot be empty',
      unit_ids: 'One or more of these units do not exist Each unit may appear only once',
    });
  });
});

describe('showSaveError', () => {
  const conflict = (fieldErrors?: Record<string, string[]>) =>
    new ApiError({
      status: 409,
      code: 'CONFLICT',
      detail: 'A classification with this title already exists',
      fieldErrors,
    });

  it('puts field errors under known fields and leaves no alert', () => {
    const setErrors = vi.fn();
    expect(showSaveError(conflict({ title: ['Taken'] }), ['title'], setErrors)).toBeNull();
    expect(setErrors).toHaveBeenCalledWith({ title: 'Taken' });
  });

  it("returns the server's detail when no field shows it, and a generic message for anything else", () => {
    const setErrors = vi.fn();
    expect(showSaveError(conflict({ classification_id: ['Gone'] }), ['title'], setErrors)).toBe(
      'A classification with this title already exists',
    );
    expect(showSaveError(new TypeError('boom'), ['title'], setErrors)).toBe(MESSAGES.internalError);
    expect(setErrors).not.toHaveBeenCalled();
  });
});
