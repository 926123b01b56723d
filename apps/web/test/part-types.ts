import type { PartTypeConfig } from '@specsource/contracts';

// Part-type configurations as the seed writes them, for every test that reads one.

/** The seed's compressor: coming soon for Q1 2026 (docs/spec/pump-selection-spec.md §9). */
export function comingSoonConfig(): PartTypeConfig {
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
      title: 'Instant compressor selection is coming soon',
      message: 'Your request goes to our compressor suppliers.',
      actionText: 'Notify me at launch',
      estimatedLaunch: 'Q1 2026',
      features: ['Specific power comparison'],
      notify: true,
    },
    meta: {
      displayName: 'Compressor',
      pluralName: 'Compressors',
      databaseTotal: null,
      icon: 'compressor',
      color: '#2f9e44',
    },
  };
}

/** The seed's pump: instant results on, 20,000 specifications. */
export function pumpConfig(): PartTypeConfig {
  const config = comingSoonConfig();
  return {
    features: {
      instantResults: true,
      firstPrinciples: true,
      matchResults: true,
      feedback: true,
      pricingEstimates: true,
    },
    loading: { title: 'Analyzing 20,000+ pump specifications...', subtitle: 'Ranking catalogue pumps.' },
    results: { showFirstPrinciples: true, showTopMatches: true, showNoMatchPanel: true, maxMatches: 3 },
    comingSoon: { ...config.comingSoon, enabled: false, estimatedLaunch: null, features: [], notify: false },
    meta: { displayName: 'Pump', pluralName: 'Pumps', databaseTotal: 20_000, icon: 'pump', color: '#1971c2' },
  };
}
