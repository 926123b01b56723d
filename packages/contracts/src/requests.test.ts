import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import {
  ContactInfoSchema,
  CreateRequestBodySchema,
  REQUEST_MESSAGES,
  UpdateRequestBodySchema,
} from './requests.ts';

const ANSWER = { id: 3, partclassification_set: [] };
const BODY = { part: 3, answer: ANSWER, comment: 'Spare', quantity: 2, zip_code: '30301' };

function errorsOf(body: unknown) {
  const result = CreateRequestBodySchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('CreateRequestBodySchema', () => {
  it('parses a body, with defaults for what may be left out', () => {
    expect(CreateRequestBodySchema.parse({ part: '3', answer: ANSWER, quantity: '12' })).toEqual({
      part: 3,
      answer: ANSWER,
      comment: '',
      quantity: 12,
      zip_code: null,
    });
    expect(CreateRequestBodySchema.parse({ ...BODY, comment: '  trimmed  ', zip_code: '' })).toMatchObject({
      comment: 'trimmed',
      zip_code: null,
    });
  });

  it.each([0, -1, 1.5, '1.5', '1e3', ' ', 'two', '-2'])('refuses the quantity %j', (quantity) => {
    expect(errorsOf({ ...BODY, quantity }).quantity).toBe(MESSAGES.quantityMin);
  });

  it('asks for a quantity that is missing, and caps it', () => {
    expect(errorsOf({ ...BODY, quantity: undefined }).quantity).toBe(REQUEST_MESSAGES.quantityRequired);
    expect(errorsOf({ ...BODY, quantity: 1_000_001 }).quantity).toBe(REQUEST_MESSAGES.quantityTooLarge);
  });

  it.each(['1234', '123456', 'abcde', '3030-1'])('refuses the zip code %j', (zip_code) => {
    expect(errorsOf({ ...BODY, zip_code }).zip_code).toBe('Zip code should be at least 5 digits');
  });

  it('drops fields it does not know (customer, status, order id)', () => {
    const parsed = CreateRequestBodySchema.parse({
      ...BODY,
      customer_id: 9,
      status: 'completed',
      order_id: 'x',
    });
    expect(Object.keys(parsed).sort()).toEqual(['answer', 'comment', 'part', 'quantity', 'zip_code']);
  });

  it('takes no contact_info on update', () => {
    const parsed = UpdateRequestBodySchema.parse({
      ...BODY,
      contact_info: { email: 'a@b.co', password: 'x' },
    });
    expect(parsed).not.toHaveProperty('contact_info');
  });
});

describe('ContactInfoSchema', () => {
  const guest = {
    first_name: 'Grace',
    email: ' Grace@Example.COM ',
    companyName: 'Cobol Valves',
    password: 'long enough pass',
    confirmPassword: 'long enough pass',
  };

  it('normalises the e-mail and defaults existUser to false', () => {
    expect(ContactInfoSchema.parse(guest)).toMatchObject({ email: 'grace@example.com', existUser: false });
  });

  it('asks a registering guest for first name, company and a matching confirmation', () => {
    const result = ContactInfoSchema.safeParse({
      ...guest,
      first_name: '',
      companyName: '',
      confirmPassword: 'x',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['first_name', MESSAGES.firstNameRequired],
      ['companyName', MESSAGES.companyNameRequired],
      ['confirmPassword', MESSAGES.confirmPasswordMismatch],
    ]);
  });

  it('needs only e-mail and password on the Login toggle', () => {
    expect(ContactInfoSchema.safeParse({ email: 'a@b.co', password: 'x', existUser: true }).success).toBe(
      true,
    );
    const result = ContactInfoSchema.safeParse({ email: 'nope', password: '', existUser: true });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.emailInvalid,
      MESSAGES.passwordRequired,
    ]);
  });
});
