import { describe, expect, it } from 'vitest';
import { DECLINE_REASON_MAX_LENGTH, DeclineBodySchema, SUPPLIER_PORTAL_MESSAGES } from './supplier-portal.ts';

const messagesOf = (body: unknown) =>
  DeclineBodySchema.safeParse(body).error?.issues.map((issue) => issue.message);

describe('DeclineBodySchema', () => {
  it('trims the reason and takes up to the limit', () => {
    expect(DeclineBodySchema.parse({ reason: '  No capacity  ' })).toEqual({ reason: 'No capacity' });
    expect(DeclineBodySchema.safeParse({ reason: 'x'.repeat(DECLINE_REASON_MAX_LENGTH) }).success).toBe(true);
  });

  it('asks for a reason when missing or blank, and names the limit when too long', () => {
    expect(messagesOf({})).toEqual([SUPPLIER_PORTAL_MESSAGES.declineReasonRequired]);
    expect(messagesOf({ reason: '   ' })).toEqual([SUPPLIER_PORTAL_MESSAGES.declineReasonRequired]);
    expect(messagesOf({ reason: 'x'.repeat(DECLINE_REASON_MAX_LENGTH + 1) })).toEqual([
      SUPPLIER_PORTAL_MESSAGES.declineReasonTooLong,
    ]);
  });
});
