import type { CataloguePumpType } from './catalogue.ts';
import type { PumpFamily } from './pump-design.ts';

/** How analyzeWithPump describes each catalogue type: the engine family, its text, vertical or not, impeller eyes. */
export const CATALOGUE_KIND: Record<
  CataloguePumpType,
  { family: PumpFamily; text: string; isVertical: boolean; eyes: number }
> = {
  'end-suction': { family: 'end-suction', text: 'End suction, single stage', isVertical: false, eyes: 1 },
  inline: { family: 'inline', text: 'Vertical inline, single stage', isVertical: true, eyes: 1 },
  'split-case': {
    family: 'split-case',
    text: 'Horizontal split-case, double suction',
    isVertical: false,
    eyes: 2,
  },
  'vertical-multistage': {
    family: 'vertical-multistage',
    text: 'Vertical multistage',
    isVertical: true,
    eyes: 1,
  },
  'horizontal-multistage': {
    family: 'horizontal-multistage',
    text: 'Horizontal multistage',
    isVertical: false,
    eyes: 1,
  },
  'vertical-turbine': { family: 'vertical-turbine', text: 'Vertical turbine', isVertical: true, eyes: 1 },
  submersible: { family: 'submersible', text: 'Submersible', isVertical: true, eyes: 1 },
};
