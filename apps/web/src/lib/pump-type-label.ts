import type { CatalogueTypeName } from '@specsource/contracts';

const LABELS: Record<CatalogueTypeName, string> = {
  'end-suction': 'End suction',
  inline: 'Inline',
  'split-case': 'Split case',
  'vertical-multistage': 'Vertical multistage',
  'horizontal-multistage': 'Horizontal multistage',
  'vertical-turbine': 'Vertical turbine',
  submersible: 'Submersible',
};

/** A catalogue pump type as people write it ('end-suction' → 'End suction'). */
export function pumpTypeLabel(type: CatalogueTypeName): string {
  return LABELS[type];
}
