/**
 * Net Promoter Score (Reichheld, HBR 2003) on our 1–10 scale: % promoters (9–10) minus % detractors
 * (1–6), over the responses that carry a rating; null when none does.
 */
export function netPromoterScore(counts: {
  rated: number;
  promoters: number;
  detractors: number;
}): number | null {
  if (counts.rated === 0) {
    return null;
  }
  return Math.round(((counts.promoters - counts.detractors) / counts.rated) * 1000) / 10;
}

/** The mean rating to 2 decimals, or null. */
export function averageRating(average: number | null): number | null {
  return average === null ? null : Math.round(average * 100) / 100;
}
