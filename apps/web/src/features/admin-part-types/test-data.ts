import type { PartTypeListItem } from '@specsource/contracts';
import { comingSoonConfig } from '../../../test/part-types.ts';

export function partTypeItem(overrides: Partial<PartTypeListItem> = {}): PartTypeListItem {
  return { id: 2, name: 'compressor', config: comingSoonConfig(), part_count: 1, ...overrides };
}
