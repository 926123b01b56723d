import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { stepOfTab, type WizardStep } from '../lib/wizard-steps.ts';

/** What a step's history entry remembers: the step it was reached from. */
interface StepEntryState {
  wizardStepFrom?: WizardStep;
}

/**
 * The step shown is the address's `?tab=`, and every move to another step is a
 * history entry of its own: the browser's Back and Forward move between steps, and Back from the first step
 * leaves the wizard. The wizard's own Back button goes back in history when the entry before is the step
 * before (so the two Backs agree), else it replaces this entry with the step before.
 */
export function useWizardStep(steps: readonly WizardStep[]) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const step = stepOfTab(searchParams.get('tab'), steps);
  const index = steps.indexOf(step);

  const goTo = (target: WizardStep, options: { replace?: boolean } = {}) => {
    if (target === step && !options.replace) {
      return;
    }
    const params = new URLSearchParams(searchParams);
    params.set('tab', target);
    const state: StepEntryState = { wizardStepFrom: step };
    void navigate({ search: `?${params.toString()}` }, { replace: options.replace === true, state });
  };

  const goBack = () => {
    const previous = steps[index - 1];
    if (previous === undefined) {
      return;
    }
    const entry = location.state as StepEntryState | null;
    if (entry?.wizardStepFrom === previous) {
      void navigate(-1);
    } else {
      goTo(previous, { replace: true });
    }
  };

  return { step, index, goTo, goBack };
}
