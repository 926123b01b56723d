import { findQuantities, type Quantity } from '../quantities.ts';
import type { WizardValues } from '../wizard-values.ts';

// The inputs of a calculation, each with where it came from: the question, a wizard field, or a stated assumption.
// Answers show the source next to every input so the user can tell a typed value from a default.

export interface Sourced {
  /** In engine units: gpm, ft, rpm, hp, °F, fraction… */
  readonly value: number;
  /** As the user gave it, e.g. "30 m3/h". */
  readonly shown: string;
  readonly source: string;
}

export interface Facts {
  readonly text: string;
  readonly lower: string;
  readonly quantities: readonly Quantity[];
  readonly wizard: WizardValues;
}

export const FROM_QUESTION = 'your question';

export function wizardSource(field: string): string {
  return `the wizard's '${field}' field`;
}

export function factsOf(question: string, wizard: WizardValues): Facts {
  return { text: question, lower: question.toLowerCase(), quantities: findQuantities(question), wizard };
}

/** "Inputs: flow 500 gpm (your question); head 120 ft (the wizard's 'Differential head' field)". */
export function inputsLine(inputs: ReadonlyArray<readonly [string, Sourced]>): string {
  return `**Inputs:** ${inputs.map(([name, input]) => `${name} ${input.shown} (${input.source})`).join('; ')}.`;
}
