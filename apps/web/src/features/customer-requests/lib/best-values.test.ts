import { describe, expect, it } from 'vitest';
import { comparedOffer } from '../test/compared-offer.ts';
import { findBestValues } from './best-values.ts';

const ids = (set: ReadonlySet<number>) => [...set].sort((a, b) => a - b);

describe('findBestValues', () => {
  it('finds the lowest cost and subtotal, shortest lead time, earliest date and latest validity', () => {
    const best = findBestValues([
      comparedOffer({ id: 1, cost: '1250.50', subtotal: '3751.50', lead_time: 3, unit: 'weeks' }),
      comparedOffer({
        id: 2,
        cost: '1800.00',
        subtotal: '5400.00',
        lead_time: 10,
        unit: 'days',
        promised_date: '2026-12-03',
        valid_until: null,
      }),
      comparedOffer({
        id: 3,
        cost: '999.99',
        subtotal: '2999.97',
        lead_time: 2,
        unit: 'weeks',
        valid_until: '2026-12-01',
      }),
    ]);
    expect(ids(best.cost)).toEqual([3]);
    expect(ids(best.subtotal)).toEqual([3]);
    // 10 days beats 2 weeks.
    expect(ids(best.lead_time)).toEqual([2]);
    expect(ids(best.promised_date)).toEqual([2]);
    expect(ids(best.valid_until)).toEqual([2]);
  });

  it('marks ties, but nothing when all tie, when only one competes, or across currencies', () => {
    const tied = findBestValues([
      comparedOffer({ id: 1, cost: '10.00' }),
      comparedOffer({ id: 2, cost: '10.00' }),
      comparedOffer({ id: 3, cost: '12.00' }),
    ]);
    expect(ids(tied.cost)).toEqual([1, 2]);
    expect(ids(tied.lead_time)).toEqual([]);

    // An expired offer does not compete.
    const single = findBestValues([
      comparedOffer({ id: 1 }),
      comparedOffer({ id: 2, cost: '1.00', is_expired: true }),
    ]);
    expect(ids(single.cost)).toEqual([]);

    const mixed = findBestValues([
      comparedOffer({ id: 1 }),
      comparedOffer({ id: 2, cost: '1.00', currency: 'EUR' }),
    ]);
    expect(ids(mixed.cost)).toEqual([]);
  });
});
