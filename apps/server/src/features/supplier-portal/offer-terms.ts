import {
  formatMinorUnits,
  isoDateOf,
  OFFER_MESSAGES,
  type OfferBodySchema,
  toMinorUnits,
} from '@specsource/contracts';
import type { z } from 'zod';
import { AppError } from '../../platform/errors/app-error.ts';
import type { OfferTerms } from './reviews.repository.ts';

export type OfferInput = z.output<typeof OfferBodySchema>;

/** The body's terms as stored; `valid_until` must not be before today by the server's clock. */
export function offerTermsOf(body: OfferInput, now: Date): OfferTerms {
  if (body.valid_until < isoDateOf(now)) {
    throw new AppError('VALIDATION', OFFER_MESSAGES.validUntilPast, {
      valid_until: [OFFER_MESSAGES.validUntilPast],
    });
  }
  return {
    title: body.title,
    costMinor: toMinorUnits(body.cost),
    costUnit: body.cost_unit,
    leadTime: body.lead_time,
    leadTimeUnit: body.unit,
    quantity: body.quantity,
    validUntil: body.valid_until,
    notes: body.notes,
  };
}

/** The stored terms as an audit row shows them (money as on the wire). */
export function auditTermsOf(
  terms: Omit<OfferTerms, 'validUntil'> & { validUntil: string | null; version: number; status?: string },
) {
  return {
    title: terms.title,
    cost: formatMinorUnits(terms.costMinor),
    cost_unit: terms.costUnit,
    lead_time: terms.leadTime,
    unit: terms.leadTimeUnit,
    quantity: terms.quantity,
    valid_until: terms.validUntil,
    notes: terms.notes,
    version: terms.version,
    ...(terms.status ? { status: terms.status } : {}),
  };
}
