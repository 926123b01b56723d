import { CheckIcon, Text, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { WizardStep } from '../lib/wizard-steps.ts';
import classes from './wizard-steps-nav.module.css';

// The steps' numbers and checks follow a change 300 ms later, as the pump-selection product specifies.
export const STATUS_ICON_DELAY_MS = 300;

interface WizardStepsNavProps {
  steps: readonly WizardStep[];
  current: WizardStep;
  /** Steps the user completed: only these show a check (a deep link to a later step completes nothing). */
  completed: readonly WizardStep[];
  labelOf: (step: WizardStep) => string;
  /** A line under each label; none on narrow screens. */
  descriptionOf?: ((step: WizardStep) => string) | undefined;
  isVertical: boolean;
  onSelect: (step: WizardStep) => void;
}

/**
 * The steps, numbered, as a list of buttons ('Steps are numbered with a progress list.
 * Completed steps show a check'). A completed step, or one before the current, can be gone back to. The
 * numbers, checks and current-step mark follow 300 ms after a change; aria-current at once.
 */
export function WizardStepsNav({
  steps,
  current,
  completed,
  labelOf,
  descriptionOf,
  isVertical,
  onSelect,
}: WizardStepsNavProps) {
  const [shown] = useDebouncedValue({ current, completed }, STATUS_ICON_DELAY_MS);
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label="Request steps">
      <ol className={classes.list} data-vertical={isVertical || undefined}>
        {steps.map((step, index) => {
          const isShownCurrent = step === shown.current;
          const isDone = !isShownCurrent && shown.completed.includes(step);
          const canSelect = step !== current && (completed.includes(step) || index < currentIndex);
          return (
            <li key={step} className={classes.item} data-done={isDone || undefined}>
              <UnstyledButton
                className={classes.step}
                disabled={!canSelect}
                // The number and the check are drawn, so the name says them.
                aria-label={`Step ${index + 1}: ${labelOf(step)}${isDone ? ' (completed)' : ''}`}
                aria-current={step === current ? 'step' : undefined}
                data-progress={isShownCurrent || undefined}
                data-completed={isDone || undefined}
                onClick={() => onSelect(step)}
              >
                <span className={classes.icon} aria-hidden>
                  {isDone ? <CheckIcon size={14} /> : index + 1}
                </span>
                <span>
                  <Text component="span" className={classes.label} display="block">
                    {labelOf(step)}
                  </Text>
                  {descriptionOf ? (
                    <Text component="span" size="xs" c="dimmed" display="block">
                      {descriptionOf(step)}
                    </Text>
                  ) : null}
                </span>
              </UnstyledButton>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
