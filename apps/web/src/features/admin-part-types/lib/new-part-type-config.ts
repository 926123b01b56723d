import type { PartTypeConfig } from '@specsource/contracts';

const NEUTRAL_COLOR = '#868e96';

/** 'Heat exchanger' → 'heat-exchanger', the icon name a new type starts with. */
export function iconNameOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The configuration a new part type starts with: coming soon, every feature off (docs/spec/pump-selection-spec.md §9:
 * only the pump has instant results), the §4 'request received' overlay. The admin edits the rest afterwards.
 */
export function newPartTypeConfig(input: {
  name: string;
  displayName: string;
  pluralName: string;
}): PartTypeConfig {
  const noun = input.displayName.trim().toLowerCase();
  return {
    features: {
      instantResults: false,
      firstPrinciples: false,
      matchResults: false,
      feedback: false,
      pricingEstimates: false,
    },
    loading: { title: 'We received your request!', subtitle: 'Live updates are coming soon...' },
    results: { showFirstPrinciples: false, showTopMatches: false, showNoMatchPanel: false, maxMatches: 3 },
    comingSoon: {
      enabled: true,
      title: `Instant ${noun} selection is coming soon`,
      message: `Your request goes to our ${noun} suppliers, who answer with firm offers.`,
      actionText: 'Notify me at launch',
      estimatedLaunch: null,
      features: [],
      notify: true,
    },
    meta: {
      displayName: input.displayName.trim(),
      pluralName: input.pluralName.trim(),
      databaseTotal: null,
      icon: iconNameOf(input.name),
      color: NEUTRAL_COLOR,
    },
  };
}
