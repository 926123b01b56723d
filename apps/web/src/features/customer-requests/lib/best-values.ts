import { type ComparedOffer, toMinorUnits } from '@specsource/contracts';

/** The comparison rows that have a best value. */
export type ComparedRow = 'cost' | 'subtotal' | 'lead_time' | 'promised_date' | 'valid_until';

export type BestValues = Record<ComparedRow, ReadonlySet<number>>;

const DAYS_PER_UNIT = { days: 1, weeks: 7 } as const;

/**
 * The ids of the offers with the best value in each row: lowest cost and subtotal, shortest lead time,
 * earliest promised date, latest validity. Only offers that can still be picked (not expired) compete; a
 * row where every competitor ties, or with fewer than two, has no best. Money is compared only when all
 * competitors share one currency.
 */
export function findBestValues(offers: readonly ComparedOffer[]): BestValues {
  const open = offers.filter((offer) => !offer.is_expired);
  const isOneCurrency = new Set(open.map((offer) => offer.currency)).size === 1;
  const money = (amount: string) => toMinorUnits(amount);
  return {
    cost: isOneCurrency ? best(open, (offer) => money(offer.cost), 'lowest') : new Set(),
    subtotal: isOneCurrency ? best(open, (offer) => money(offer.subtotal), 'lowest') : new Set(),
    lead_time: best(open, (offer) => offer.lead_time * DAYS_PER_UNIT[offer.unit], 'lowest'),
    promised_date: best(open, (offer) => Date.parse(offer.promised_date), 'lowest'),
    // No end date is the latest validity of all.
    valid_until: best(
      open,
      (offer) => (offer.valid_until === null ? Number.POSITIVE_INFINITY : Date.parse(offer.valid_until)),
      'highest',
    ),
  };
}

function best(
  offers: readonly ComparedOffer[],
  score: (offer: ComparedOffer) => number,
  direction: 'lowest' | 'highest',
): ReadonlySet<number> {
  if (offers.length < 2) {
    return new Set();
  }
  const scores = offers.map(score);
  const target = direction === 'lowest' ? Math.min(...scores) : Math.max(...scores);
  const winners = offers.filter((_, index) => scores[index] === target).map((offer) => offer.id);
  return winners.length === offers.length ? new Set() : new Set(winners);
}
