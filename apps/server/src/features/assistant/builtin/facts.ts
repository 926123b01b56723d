// The inputs a calculation reads from the question and the wizard, one module per kind in facts/. Callers import
// them from here: the feature's lint lets calculators/ reach files beside it, not into a sibling folder.

export { flowOf } from './facts/flow.ts';
export { headOf } from './facts/head.ts';
export { labelledHeadOf, npshAvailableOf } from './facts/labelled-head.ts';
export { LABEL_REACH, LABELS, labelledQuantities } from './facts/labels.ts';
export { KW_PER_HP, powerHpOf } from './facts/power.ts';
export {
  type Facts,
  FROM_QUESTION,
  factsOf,
  inputsLine,
  type Sourced,
  wizardSource,
} from './facts/question-facts.ts';
export { specificGravityOf } from './facts/specific-gravity.ts';
export { diametersInOf, speedsOf } from './facts/speeds-and-diameters.ts';
