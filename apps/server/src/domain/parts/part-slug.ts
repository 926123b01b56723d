import { slugFromTitle } from './slug-from-title.ts';

// Part slugs are generated from the title (slug-from-title.ts), unique and stable; old ones redirect.

/**
 * Slugs a part may never get: static routes under /api/part/ (the spec's /api/part/supplier/ and the admin
 * screen's 'add') win over `/api/part/:slug`, so such a part could not be reached.
 */
export const RESERVED_PART_SLUGS: ReadonlySet<string> = new Set([
  'add',
  'new',
  'edit',
  'supplier',
  'suppliers',
]);

/** Whether `slug` is `base` or `base` with a counter (`pump`, `pump-2`…): it still names that title. */
export function isSlugOf(base: string, slug: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^[1-9][0-9]*$/.test(slug.slice(base.length + 1)));
}

export interface PartSlugChoice {
  /** `slugFromTitle` of the part's title. */
  base: string;
  /** Slugs held by other parts, now or in their history. */
  taken: ReadonlySet<string>;
  /** The part's own earlier slugs, newest first (none for a new part). */
  ownHistory?: readonly string[];
}

/**
 * The slug for a title: an earlier slug of the same part that fits (renamed back), else the first free of
 * `base`, `base-2`, `base-3`… Reserved slugs are never chosen.
 */
export function choosePartSlug({ base, taken, ownHistory = [] }: PartSlugChoice): string {
  const isFree = (slug: string) => !taken.has(slug) && !RESERVED_PART_SLUGS.has(slug);
  const earlier = ownHistory.find((slug) => isSlugOf(base, slug) && isFree(slug));
  if (earlier) {
    return earlier;
  }
  for (let counter = 1; ; counter++) {
    const candidate = counter === 1 ? base : `${base}-${counter}`;
    if (isFree(candidate)) {
      return candidate;
    }
  }
}

/** Whether a renamed part keeps its slug: the slug still names the new title (a change of case, spacing…). */
export function keepsSlug(newTitle: string, currentSlug: string): boolean {
  return isSlugOf(slugFromTitle(newTitle), currentSlug) && !RESERVED_PART_SLUGS.has(currentSlug);
}
