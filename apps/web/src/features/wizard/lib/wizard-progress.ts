import { z } from 'zod';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps.ts';

/** How far a wizard got, kept with its form so a reload or a later visit shows the same ticks and draft. */
export interface WizardProgress {
  /** Steps the user moved on from with Next (or by searching): only these show a check. */
  completed: WizardStep[];
  /** This wizard's key: every search it makes saves the same one draft on the server. */
  draftKey: string;
  /** The draft this wizard's first search made; null before it. */
  orderId: string | null;
}

export function newProgress(): WizardProgress {
  return { completed: [], draftKey: crypto.randomUUID(), orderId: null };
}

/** A request being changed was complete when it was saved: every step before Submit is done. */
export function progressOfRequest(): WizardProgress {
  return { ...newProgress(), completed: WIZARD_STEPS.filter((step) => step !== 'Submit') };
}

const StoredProgressSchema = z.object({
  completed: z.array(z.enum(WIZARD_STEPS)).catch([]),
  draftKey: z.uuid(),
  orderId: z.string().min(1).nullable().catch(null),
});

/** The progress stored with a wizard's form (`stored.progress`), or null when there is none usable. */
export function restoreProgress(stored: unknown): WizardProgress | null {
  const progress =
    typeof stored === 'object' && stored !== null ? (stored as { progress?: unknown }).progress : undefined;
  const parsed = StoredProgressSchema.safeParse(progress);
  return parsed.success ? parsed.data : null;
}

/** The progress after `step` was completed (moving on from it, or a search on the last step). */
export function withCompleted(progress: WizardProgress, step: WizardStep): WizardProgress {
  return progress.completed.includes(step)
    ? progress
    : {
        ...progress,
        completed: WIZARD_STEPS.filter((each) => each === step || progress.completed.includes(each)),
      };
}
