// docs/spec/marketplace-spec.md §2 'Part request wizard', docs/design.md 'wizard steps': Specification → Comment →
// Contact Info (visitors only) → Submit.
export const WIZARD_STEPS = ['Specification', 'Comment', 'Contact Info', 'Submit'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The steps a user goes through: Contact Info only for visitors. */
export function stepsFor(isSignedIn: boolean): WizardStep[] {
  return WIZARD_STEPS.filter((step) => !isSignedIn || step !== 'Contact Info');
}

/**
 * The step `?tab=` selects; unknown values (and a step this user does not have) fall back to Specification
 * (docs/spec/pump-selection-spec.md §2). 'Search' is the pump spec's name for the last step.
 */
export function stepOfTab(tab: string | null, steps: readonly WizardStep[]): WizardStep {
  const wanted = tab === 'Search' ? 'Submit' : tab;
  return steps.find((step) => step === wanted) ?? 'Specification';
}

/**
 * docs/spec/marketplace-spec.md §2 — an order id in the path edits that request; 'None' means none
 * (docs/spec/pump-selection-spec.md §2).
 */
export function orderIdOf(segment: string | undefined): string | null {
  return segment === undefined || segment === '' || segment === 'None' ? null : segment;
}
