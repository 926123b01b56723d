// Numbers with units read out of the question, in quantities/: the unit spellings by kind, the pattern built from
// them, ranges, and numbers after a label. Callers import them from here (see facts.ts for why).

export { findQuantities } from './quantities/find-quantities.ts';
export { efficiencyIn, numberAfterLabel, specificGravityIn } from './quantities/labelled-numbers.ts';
export { type Quantity, type QuantityKind, quantitiesOf } from './quantities/quantity.ts';
