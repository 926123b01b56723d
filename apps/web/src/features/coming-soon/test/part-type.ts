import type { PartType } from '@specsource/contracts';
import { comingSoonConfig } from '../../../../test/part-types.ts';

/** The seed's compressor, coming soon with a launch quarter still ahead, two features and notify-me on. */
export function comingSoonPartType(comingSoon: Partial<PartType['config']['comingSoon']> = {}): PartType {
  const config = comingSoonConfig();
  return {
    id: 2,
    name: 'compressor',
    config: {
      ...config,
      comingSoon: {
        ...config.comingSoon,
        estimatedLaunch: 'Q2 2099',
        features: ['Free air delivery and pressure analysis', 'Top 3 compressor matches'],
        ...comingSoon,
      },
    },
  };
}
