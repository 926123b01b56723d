// The bodies customers send, as the web app builds them: the wizard's answers (a pump duty in each), the
// dispatcher's search, the checkout. Shared by the fault tests and `npm run load`.

import type { PartStructure } from '@specsource/contracts';
import { type BenchDuty, FT_PER_M, GPM_PER_M3H } from '../bench/bench-support.ts';
import { fillAnswer } from './fill-answer.ts';
import type { Orderable } from './marketplace-fixtures.ts';

/** The pump wizard's answer for a duty: flow, head, fluid, NPSHa and supply filled (the dispatcher bench's). */
function dispatcherAnswer(part: PartStructure, duty: BenchDuty): PartStructure {
  return fillAnswer(part, {
    'Flow rate': duty.isMetric
      ? { value: (duty.flowGpm / GPM_PER_M3H).toFixed(2), unit: 'm3/h' }
      : { value: duty.flowGpm.toFixed(1), unit: 'gpm' },
    'Differential head': duty.isMetric
      ? { value: (duty.headFt / FT_PER_M).toFixed(2), unit: 'm' }
      : { value: duty.headFt.toFixed(1), unit: 'ft' },
    Fluid: { value: 'Water' },
    ...(duty.npshAvailableFt === null
      ? {}
      : { 'NPSH available': { value: duty.npshAvailableFt.toFixed(1), unit: 'ft' } }),
    ...(duty.frequencyHz === null ? {} : { 'Electrical supply': { value: '400 V / 3 ph / 50 Hz' } }),
  });
}

/** A complete request answer: every required attribute filled (first option, a number, some text), plus a duty. */
function requestAnswer(part: PartStructure, duty: BenchDuty): PartStructure {
  const values: Record<string, { value: unknown; unit?: string }> = {};
  for (const card of part.partclassification_set) {
    for (const { attribute, is_optional } of card.partclassificationattribute_set) {
      if (card.is_optional || is_optional) {
        continue;
      }
      values[attribute.title] = {
        value:
          attribute.type === 'number'
            ? 10
            : attribute.type === 'checkbox'
              ? true
              : ['select', 'radio', 'searchable_select'].includes(attribute.type)
                ? attribute.options[0]
                : 'Water',
      };
    }
  }
  values['Flow rate'] = { value: Number(duty.flowGpm.toFixed(1)), unit: 'gpm' };
  values['Differential head'] = { value: Number(duty.headFt.toFixed(1)), unit: 'ft' };
  return fillAnswer(part, values);
}

/** A complete POST /api/request/ body for the pump: a duty, a comment, a quantity and a zip code. */
export function requestBodyOf(part: PartStructure, duty: BenchDuty, index: number): string {
  return JSON.stringify({
    part: part.id,
    answer: requestAnswer(part, duty),
    comment: `Load run duty ${index}`,
    quantity: 1 + (index % 5),
    zip_code: String(30_301 + (index % 60_000)).padStart(5, '0'),
  });
}

/** A POST /api/dispatcher/ body: the pump part with the duty's answer. */
export function dispatcherBodyOf(part: PartStructure, duty: BenchDuty): string {
  return JSON.stringify({ part: 'pump', answer: dispatcherAnswer(part, duty) });
}

/** A checkout body for an orderable request, as the checkout form sends it. */
export function orderBodyOf(orderable: Pick<Orderable, 'requestId' | 'reviewId'>): string {
  const address = {
    first_name: 'Priya',
    last_name: 'Nair',
    email: 'priya.nair@example.com',
    phone_no: '+1 555 0103',
    street_no: '400 River Road',
    building_suit_no: 'Pump house 2',
    city: 'Riverside',
    state: 'CA',
    zip_code: '92501',
  };
  return JSON.stringify({
    request: orderable.requestId,
    review: orderable.reviewId,
    review_version: 1,
    quantity: 2,
    billing_address: address,
    shipping_address: { ...address, street_no: '12 Dock Street', city: 'Long Beach', zip_code: '90802' },
    payment_method: 'stripe',
    po_number: 'PO-4471',
    reference: 'Load run',
  });
}
