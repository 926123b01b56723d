import { quarterLabel } from '@specsource/contracts';
import type { PartTypeConfig } from '../platform/db/schema/index.ts';

export interface PartTypeSeed {
  name: string;
  config: PartTypeConfig;
}

const ALL_FEATURES_OFF: PartTypeConfig['features'] = {
  instantResults: false,
  firstPrinciples: false,
  matchResults: false,
  feedback: false,
  pricingEstimates: false,
};

// maxMatches keeps the spec's 3 (docs/spec/pump-selection-spec.md §9) so the type is ready when its results go live.
const NO_INSTANT_RESULTS: PartTypeConfig['results'] = {
  showFirstPrinciples: false,
  showTopMatches: false,
  showNoMatchPanel: false,
  maxMatches: 3,
};

// docs/spec/pump-selection-spec.md §4 — the overlay text for part types whose results are coming soon.
const RECEIVED_LOADING: PartTypeConfig['loading'] = {
  title: 'We received your request!',
  subtitle: 'Live updates are coming soon...',
};

interface ComingSoonInput {
  name: string;
  displayName: string;
  pluralName: string;
  estimatedLaunch: string | null;
  features: string[];
  icon: string;
  color: string;
}

function comingSoonType(input: ComingSoonInput): PartTypeSeed {
  return {
    name: input.name,
    config: {
      features: ALL_FEATURES_OFF,
      loading: RECEIVED_LOADING,
      results: NO_INSTANT_RESULTS,
      comingSoon: {
        enabled: true,
        title: `Instant ${input.displayName.toLowerCase()} selection is coming soon`,
        message: `Your request goes to our ${input.displayName.toLowerCase()} suppliers, who answer with firm offers. Instant analysis and catalogue matches for ${input.pluralName.toLowerCase()} are on the way.`,
        actionText: 'Notify me at launch',
        estimatedLaunch: input.estimatedLaunch,
        features: input.features,
        notify: true,
      },
      meta: {
        displayName: input.displayName,
        pluralName: input.pluralName,
        databaseTotal: null,
        icon: input.icon,
        color: input.color,
      },
    },
  };
}

/**
 * docs/spec/pump-selection-spec.md §3 'part-type configuration' and §9: pump has instant results, the others are
 * coming. The spec's launch quarters (Q1 and Q2 2026) would soon lie in the past, so the demo's are counted from
 * the day the database is seeded: two and three quarters ahead.
 */
export function partTypesSeed(seededAt: Date): PartTypeSeed[] {
  return [
    {
      name: 'pump',
      config: {
        features: {
          instantResults: true,
          firstPrinciples: true,
          matchResults: true,
          feedback: true,
          pricingEstimates: true,
        },
        loading: {
          title: 'Analyzing 20,000+ pump specifications...',
          subtitle: 'Running the first-principles analysis and ranking catalogue pumps for your duty point.',
        },
        results: { showFirstPrinciples: true, showTopMatches: true, showNoMatchPanel: true, maxMatches: 3 },
        comingSoon: {
          enabled: false,
          title: '',
          message: '',
          actionText: '',
          estimatedLaunch: null,
          features: [],
          notify: false,
        },
        meta: {
          displayName: 'Pump',
          pluralName: 'Pumps',
          databaseTotal: 20_000,
          icon: 'pump',
          color: '#1971c2',
        },
      },
    },
    comingSoonType({
      name: 'compressor',
      displayName: 'Compressor',
      pluralName: 'Compressors',
      estimatedLaunch: quarterLabel(seededAt, 2),
      features: [
        'Free air delivery and pressure analysis',
        'Specific power comparison',
        'Top 3 compressor matches',
      ],
      icon: 'compressor',
      color: '#2f9e44',
    }),
    comingSoonType({
      name: 'motor',
      displayName: 'Motor',
      pluralName: 'Motors',
      estimatedLaunch: quarterLabel(seededAt, 3),
      features: ['NEMA rating and frame selection', 'Efficiency class comparison', 'Top 3 motor matches'],
      icon: 'motor',
      color: '#e8590c',
    }),
    comingSoonType({
      name: 'valve',
      displayName: 'Valve',
      pluralName: 'Valves',
      estimatedLaunch: null,
      features: ['Flow coefficient (Cv) sizing', 'Pressure class and material checks', 'Top 3 valve matches'],
      icon: 'valve',
      color: '#7048e8',
    }),
  ];
}
