import type { PartType } from '@specsource/contracts';

/** The seed's compressor: coming soon, with a launch quarter, features and notify-me on. */
export function comingSoonPartType(comingSoon: Partial<PartType['config']['comingSoon']> = {}): PartType {
  return {
    id: 2,
    name: 'compressor',
    config: {
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
        message: 'Your request goes to our compressor suppliers, who answer with firm offers.',
        actionText: 'Notify me at launch',
        estimatedLaunch: 'Q2 2099',
        features: ['Free air delivery and pressure analysis', 'Top 3 compressor matches'],
        notify: true,
        ...comingSoon,
      },
      meta: {
        displayName: 'Compressor',
        pluralName: 'Compressors',
        databaseTotal: null,
        icon: 'compressor',
        color: '#2f9e44',
      },
    },
  };
}
