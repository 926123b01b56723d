import type { PartType } from '@specsource/contracts';

export interface LoadingText {
  title: string;
  subtitle: string;
}

// docs/spec/pump-selection-spec.md §4 — the overlay of a part type with coming soon enabled.
export const COMING_SOON_LOADING: LoadingText = {
  title: 'We received your request!',
  subtitle: 'Live updates are coming soon...',
};

/** While the part type's configuration is on its way (or could not be read). */
export const DEFAULT_LOADING: LoadingText = { title: 'Working on your request...', subtitle: '' };

// The pump catalogue is the only one the matcher searches (GET /api/catalogue/summary counts pumps).
const CATALOGUE_PART_TYPE = 'pump';

// The configured figure in the title: '20,000+', '20000' or '1,234'.
const COUNT_IN_TITLE = /\d{1,3}(?:,\d{3})+\+?|\d+\+?/;

const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * The overlay's title and subtitle for `partType` (docs/spec/pump-selection-spec.md §4): the coming-soon texts for a
 * coming-soon type (or when the server answered 'No sub-code available'), otherwise the configured ones, with the pump
 * title's figure ('Analyzing 20,000+ pump specifications...') replaced by the catalogue's real count when it is known.
 */
export function loadingText(
  partType: PartType | undefined,
  {
    specCount,
    isComingSoon = false,
  }: {
    /** The catalogue's count; null while it is on its way (the figure is left out rather than shown wrong). */
    specCount?: number | null | undefined;
    isComingSoon?: boolean;
  } = {},
): LoadingText {
  if (isComingSoon || partType?.config.comingSoon.enabled === true) {
    return COMING_SOON_LOADING;
  }
  if (partType === undefined) {
    return DEFAULT_LOADING;
  }
  const { title, subtitle } = partType.config.loading;
  const isCatalogueType = partType.name.trim().toLowerCase() === CATALOGUE_PART_TYPE;
  if (!isCatalogueType || specCount === undefined) {
    return { title, subtitle };
  }
  return {
    title:
      specCount === null
        ? title.replace(COUNT_IN_TITLE, '').replace(/\s{2,}/, ' ')
        : title.replace(COUNT_IN_TITLE, COUNT.format(specCount)),
    subtitle,
  };
}
