// Part slugs are generated from the title, unique and stable; old ones redirect.

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

/** Long enough to read, short enough for a link; the `-n` suffix comes on top. */
export const PART_SLUG_MAX_LENGTH = 80;

/** The slug of a title with nothing to spell in ASCII ('°', '–'…). */
export const PART_SLUG_FALLBACK = 'part';

// Letters NFKD does not split into a base letter and a mark.
const LETTER_SPELLINGS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** 'Bomba centrífuga 3″ (ß)' → 'bomba-centrifuga-3-ss': lower-case ASCII letters, digits and single hyphens. */
export function slugFromTitle(title: string): string {
  const ascii = title
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/g, (letter) => LETTER_SPELLINGS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '');
  const slug = ascii
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, PART_SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? PART_SLUG_FALLBACK : slug;
}

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
