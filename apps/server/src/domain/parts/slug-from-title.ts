// A part's title spelled as the base of its slug: what a link can carry, readable in any language.

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
