import { LIQUIDS } from '@specsource/pump-engine';

// Which liquid of the pump engine's fluid library a question names, by the library's own names, ids and aliases
// (packages/pump-engine/src/fluids/library.ts), so the assistant knows exactly the liquids the analysis knows.

export type Liquid = (typeof LIQUIDS)[number];

export type NamedFluid =
  | { readonly kind: 'library'; readonly liquid: Liquid; readonly words: string }
  /** A concentration the library does not hold ("40 % glycol"): the words and the library's nearest entries. */
  | { readonly kind: 'not-in-library'; readonly words: string; readonly nearest: readonly Liquid[] };

interface Spelling {
  readonly liquid: Liquid;
  readonly pattern: RegExp;
  readonly hasDigits: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

// "Ethylene glycol 30 %" reads "ethylene glycol 30%", "vg46" reads "VG 46", "light-oil-vg32" reads "light oil vg32".
function patternOf(spelling: string): RegExp {
  const words = spelling
    .toLowerCase()
    .replace(/[-\s]+/g, ' ')
    .replace(/\s*%/g, '%')
    .trim();
  const body = escapeRegExp(words)
    .replace(/ /g, '[\\s-]+')
    .replace(/%/g, '\\s*%')
    .replace(/(?<=\p{L})(?=\d)|(?<=\d)(?=\p{L})/gu, '\\s*');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

const SPELLINGS: readonly Spelling[] = LIQUIDS.flatMap((liquid) =>
  [liquid.name, liquid.id, ...liquid.aliases].map((spelling) => ({
    liquid,
    pattern: patternOf(spelling),
    hasDigits: /\d/.test(spelling),
  })),
);

interface Found {
  readonly liquid: Liquid;
  readonly index: number;
  readonly end: number;
  readonly hasDigits: boolean;
}

/** The percentage a library name states ("Ethylene glycol 30 %" → 30), or null. */
function percentOf(liquid: Liquid): number | null {
  const match = /(\d+(?:\.\d+)?)\s*%/.exec(liquid.name);
  return match === null ? null : Number(match[1]);
}

/**
 * The library liquid the text names, or null. A spelling with a grade or a concentration ("VG 46", "30 %") wins
 * over a bare one ("hydraulic oil"); a percentage written next to a bare glycol picks the library entry with that
 * concentration, and one the library does not hold is reported rather than silently replaced.
 */
export function fluidNamedIn(text: string): NamedFluid | null {
  const found: Found[] = [];
  for (const spelling of SPELLINGS) {
    const match = spelling.pattern.exec(text);
    if (match !== null) {
      found.push({
        liquid: spelling.liquid,
        index: match.index,
        end: match.index + match[0].length,
        hasDigits: spelling.hasDigits,
      });
    }
  }
  const best = [...found].sort(
    (a, b) =>
      Number(b.hasDigits) - Number(a.hasDigits) || b.end - b.index - (a.end - a.index) || a.index - b.index,
  )[0];
  if (best === undefined) {
    return null;
  }
  const words = text.slice(best.index, best.end);
  const libraryPercent = percentOf(best.liquid);
  if (best.hasDigits || libraryPercent === null) {
    return { kind: 'library', liquid: best.liquid, words };
  }
  const around = `${text.slice(Math.max(0, best.index - 12), best.index)} ${text.slice(best.end, best.end + 12)}`;
  const written = /(\d+(?:\.\d+)?)\s*%/.exec(around);
  if (written === null) {
    return { kind: 'library', liquid: best.liquid, words };
  }
  const percent = Number(written[1]);
  // Same family, other concentration: "30 % glycol" is the library's ethylene glycol 30 %, as 'glycol' is its alias.
  const family = best.liquid.name.split(' ')[0];
  const siblings = LIQUIDS.filter(
    (liquid) => liquid.service === best.liquid.service && liquid.name.split(' ')[0] === family,
  );
  const sibling = siblings.find((liquid) => percentOf(liquid) === percent);
  const phrase = `${written[0]} ${words}`;
  return sibling !== undefined
    ? { kind: 'library', liquid: sibling, words: phrase }
    : { kind: 'not-in-library', words: phrase, nearest: siblings };
}
