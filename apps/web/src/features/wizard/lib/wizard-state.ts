import type { DispatcherResponse } from '@specsource/contracts';
import type { FieldErrors, WizardData } from './wizard-data.ts';
import { type WizardProgress, withCompleted } from './wizard-progress.ts';
import type { WizardStep } from './wizard-steps.ts';

/** A search's answer and the request (the draft, or the request edited) it was made for. */
export interface WizardResults {
  response: DispatcherResponse;
  orderId: string;
}

/** Everything the wizard holds between renders; changed only by `wizardReducer`. */
export interface WizardState {
  data: WizardData;
  /** The attachment: a File, so it lives here and not in storage. */
  file: File | null;
  /** The browser's checks of `errorsStep`, once Next (or the last step's button) was refused there. */
  errors: FieldErrors;
  errorsStep: WizardStep | null;
  /** The last step's button sent the user back to `errorsStep`, which must be completed first. */
  isSentBack: boolean;
  hasTried: boolean;
  /** The server's verdict on the last submit, by field; each goes once its field is edited. */
  serverErrors: FieldErrors;
  progress: WizardProgress;
  results: WizardResults | null;
  /** The form changed after the results were searched: they no longer describe it. */
  areResultsStale: boolean;
  /** Bumped when messages appear that the focus should move to, once `step` shows them. */
  errorFocus: { count: number; step: WizardStep | null };
  /** A visitor registered with the submit: the account, and the request, wait for the activation link. */
  isRegistered: boolean;
}

export type WizardAction =
  /** The form changed; `errors`: the step's checks again (once Next was refused there), else null. */
  | { type: 'edited'; data: WizardData; changed: readonly string[]; errors: FieldErrors | null }
  | { type: 'fileChosen'; file: File | null; errors: FieldErrors }
  /** A step is shown: the messages of another step go. */
  | { type: 'stepShown'; step: WizardStep }
  /** `step` has messages; `isSentBack`: the last step's button found them and showed this step. */
  | { type: 'stepRefused'; step: WizardStep; errors: FieldErrors; isSentBack?: boolean }
  /** The server's checks of the contact details (a disposable address, a taken one) flag these fields. */
  | { type: 'contactFlagged'; errors: FieldErrors }
  /** Move the focus to the first message `step` shows (they are already there). */
  | { type: 'focusRequested'; step: WizardStep }
  | { type: 'stepCompleted'; step: WizardStep }
  | { type: 'submitStarted' }
  /** The server's messages by field; `step` shows the first of them. */
  | { type: 'serverRefused'; errors: FieldErrors; step: WizardStep }
  | { type: 'draftSaved'; orderId: string }
  | { type: 'registered' }
  | { type: 'searched'; results: WizardResults };

export function initialWizardState(init: {
  data: WizardData;
  progress: WizardProgress;
  results: WizardResults | null;
}): WizardState {
  return {
    ...init,
    file: null,
    errors: {},
    errorsStep: null,
    isSentBack: false,
    hasTried: false,
    serverErrors: {},
    areResultsStale: false,
    errorFocus: { count: 0, step: null },
    isRegistered: false,
  };
}

function without(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return fields.some((field) => field in errors)
    ? Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)))
    : errors;
}

function focusOn(state: WizardState, step: WizardStep): WizardState['errorFocus'] {
  return { count: state.errorFocus.count + 1, step };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'edited':
      return {
        ...state,
        data: action.data,
        serverErrors: without(state.serverErrors, action.changed),
        errors: action.errors ?? state.errors,
        areResultsStale: state.areResultsStale || (state.results !== null && action.changed.length > 0),
      };
    case 'fileChosen':
      return {
        ...state,
        file: action.file,
        // A refused file says why at once.
        errors: action.errors,
        errorsStep: 'Comment',
        serverErrors: without(state.serverErrors, ['file_comment']),
      };
    case 'stepShown':
      return state.errorsStep === action.step
        ? state
        : { ...state, errors: {}, errorsStep: null, isSentBack: false, hasTried: false };
    case 'stepRefused':
      return {
        ...state,
        errors: action.errors,
        errorsStep: action.step,
        isSentBack: action.isSentBack === true,
        hasTried: true,
        errorFocus: focusOn(state, action.step),
      };
    case 'contactFlagged':
      return {
        ...state,
        errors: { ...(state.errorsStep === 'Contact Info' ? state.errors : {}), ...action.errors },
        errorsStep: 'Contact Info',
      };
    case 'focusRequested':
      return { ...state, errorFocus: focusOn(state, action.step) };
    case 'stepCompleted':
      return { ...state, progress: withCompleted(state.progress, action.step) };
    case 'submitStarted':
      return { ...state, serverErrors: {} };
    case 'serverRefused':
      return { ...state, serverErrors: action.errors, errorFocus: focusOn(state, action.step) };
    case 'draftSaved':
      return { ...state, progress: { ...state.progress, orderId: action.orderId } };
    case 'registered':
      return { ...state, isRegistered: true };
    case 'searched':
      return {
        ...state,
        results: action.results,
        areResultsStale: false,
        progress: withCompleted(state.progress, 'Submit'),
      };
  }
}
