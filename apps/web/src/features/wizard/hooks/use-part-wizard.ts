import {
  type CurrentUser,
  MESSAGES,
  type PartStructure,
  type PartType,
  type RequestDetail,
} from '@specsource/contracts';
import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { focusFirstError } from '../lib/focus-first-error.ts';
import {
  attributeIdsOf,
  changedFields,
  firstStepWithErrors,
  mapServerFieldErrors,
} from '../lib/server-errors.ts';
import {
  commentErrors,
  contactErrors,
  contactInfoOf,
  type FieldErrors,
  parsedAnswerOf,
  specificationErrors,
  submitErrors,
  type WizardData,
} from '../lib/wizard-data.ts';
import { type WizardProgress, withCompleted } from '../lib/wizard-progress.ts';
import { initialWizardState, type WizardResults, wizardReducer } from '../lib/wizard-state.ts';
import { stepsFor, type WizardStep } from '../lib/wizard-steps.ts';
import { clearWizardData, saveWizardData } from '../lib/wizard-storage.ts';
import { useContactChecks } from './use-contact-checks.ts';
import { type SubmitInput, useSubmitRequest } from './use-submit-request.ts';
import { useWizardStep } from './use-wizard-step.ts';

export interface PartWizardOptions {
  part: PartStructure;
  user: CurrentUser | null;
  partType: PartType | null;
  /** The request the wizard is on (the address's order id): a draft searched again, or a request edited. */
  request: RequestDetail | null;
  initialData: WizardData;
  initialProgress: WizardProgress;
  initialResults: WizardResults | null;
  storageKey: string;
  /** Opens the sign-in modal; the user comes back to this page and step. */
  onSignInRequired: () => void;
  /** After an e-mail sign-in in Contact Info: who is signed in must be asked again. */
  onSignedIn: () => Promise<void>;
}

/**
 * The part request wizard's state and moves: the form in a
 * reducer (`wizardReducer`), kept in storage with the steps completed and the wizard's draft; the step in the
 * address; Next, Back, the sign-in, the submit or search and 'Request quotes'. The view only renders it.
 */
export function usePartWizard(options: PartWizardOptions) {
  const { part, user, partType, request, storageKey } = options;
  const navigate = useNavigate();
  const steps = stepsFor(user !== null);
  const { step, index: stepIndex, goTo, goBack } = useWizardStep(steps);
  const [state, dispatch] = useReducer(
    wizardReducer,
    options,
    ({ initialData, initialProgress, initialResults }) =>
      initialWizardState({ data: initialData, progress: initialProgress, results: initialResults }),
  );
  const contactChecks = useContactChecks((errors) => dispatch({ type: 'contactFlagged', errors }));
  const isInstant = partType?.config.features.instantResults === true;
  /** The request this wizard saves to: the one on the address, or the draft its first search made. */
  const orderId = request?.order_id ?? state.progress.orderId;
  const isSentRequest = request !== null && request.status !== 'draft';

  // Everything typed is kept per wizard, so a reload, a sign-in round trip or a later visit finds it again.
  const { data, progress } = state;
  useEffect(() => {
    saveWizardData(storageKey, data, undefined, progress);
  }, [storageKey, data, progress]);

  // A step shown (by a click, Back or Forward) drops another step's messages.
  useEffect(() => {
    dispatch({ type: 'stepShown', step });
  }, [step]);

  // The focus follows the user: to the first message when messages appeared (once their step shows), else to
  // a new step's heading.
  const stepRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focused = useRef({ step, errorFocus: state.errorFocus.count });
  useEffect(() => {
    const last = focused.current;
    const hasNewErrors = state.errorFocus.count !== last.errorFocus && state.errorFocus.step === step;
    if (hasNewErrors) {
      focused.current = { step, errorFocus: state.errorFocus.count };
      if (focusFirstError(stepRef.current)) {
        return;
      }
    }
    if (step !== last.step) {
      focused.current = { ...focused.current, step };
      headingRef.current?.focus();
    }
  });

  const errorsOf = (current: WizardStep, next: WizardData = data): FieldErrors => {
    switch (current) {
      case 'Specification':
        return specificationErrors(part, next.specification);
      case 'Comment':
        return commentErrors(next.comment, state.file);
      case 'Contact Info': {
        const found = contactErrors(next.contact);
        if (contactChecks.isKnownDisposable(next.contact.email)) {
          found.email = MESSAGES.emailInvalid;
        }
        return found;
      }
      case 'Submit':
        return submitErrors(next.submit);
    }
  };

  /** Changes the form; once Next was refused, the step's messages follow the values as they are corrected. */
  const edit = (next: WizardData) => {
    dispatch({
      type: 'edited',
      data: next,
      changed: changedFields(data, next),
      errors: state.hasTried && state.errorsStep === step ? errorsOf(step, next) : null,
    });
  };

  const chooseFile = (file: File | null) => {
    dispatch({ type: 'fileChosen', file, errors: commentErrors(data.comment, file) });
  };

  /** Next is blocked while the step is invalid; the focus goes to the first message. */
  const checkStep = (current: WizardStep = step): boolean => {
    const found = errorsOf(current);
    if (Object.keys(found).length > 0) {
      dispatch({ type: 'stepRefused', step: current, errors: found, isSentBack: current !== step });
      return false;
    }
    return true;
  };

  const showServerErrors = (fieldErrors: Record<string, string[]>) => {
    const mapped = mapServerFieldErrors(fieldErrors, { steps, attributeIds: attributeIdsOf(part) });
    const first = firstStepWithErrors(mapped, steps);
    dispatch({ type: 'serverRefused', errors: mapped.errors, step: first ?? step });
    // The refusal is shown under its field on the step it belongs to, and the focus goes there.
    if (first !== null && first !== step) {
      goTo(first);
    }
    return { placed: Object.keys(mapped.errors).length, unmapped: mapped.unmapped };
  };

  const calls = useSubmitRequest({
    part,
    partType,
    onSignedIn: options.onSignedIn,
    onFieldErrors: showServerErrors,
    onDraftSaved: (draftOrderId) => {
      dispatch({ type: 'draftSaved', orderId: draftOrderId });
      saveWizardData(storageKey, data, undefined, { ...progress, orderId: draftOrderId });
    },
  });

  const continueSignedIn = async () => {
    // The page comes back on the same step with the data kept: Contact Info is gone
    // for a signed-in user, so that is the step after it.
    dispatch({ type: 'stepCompleted', step: 'Contact Info' });
    goTo('Submit');
    await options.onSignedIn();
  };

  const login = async (): Promise<'mfa_required' | null> => {
    if (!checkStep()) {
      return null;
    }
    const outcome = await contactChecks.signIn(data.contact);
    if (outcome === 'signed_in') {
      await continueSignedIn();
    }
    return outcome === 'mfa_required' ? 'mfa_required' : null;
  };

  const next = async (): Promise<'mfa_required' | null> => {
    if (step === 'Contact Info' && data.contact.mode === 'login') {
      return login();
    }
    if (!checkStep()) {
      return null;
    }
    if (step === 'Contact Info' && !(await contactChecks.canRegister(data.contact))) {
      dispatch({ type: 'focusRequested', step });
      return null;
    }
    dispatch({ type: 'stepCompleted', step });
    const following = steps[stepIndex + 1];
    if (following) {
      goTo(following);
    }
    return null;
  };

  const submitInput = (): SubmitInput => ({
    body: {
      part: part.id,
      answer: parsedAnswerOf(part, data.specification),
      comment: data.comment,
      quantity: data.submit.quantity.trim(),
      zip_code: data.submit.zip_code.trim(),
      contact_info: user === null ? contactInfoOf(data.contact) : null,
    },
    file: state.file,
  });

  /** Where the wizard ends once the request is recorded: the request's own page. */
  const openRequest = async (savedOrderId: string) => {
    clearWizardData(storageKey);
    await navigate(paths.userRequests.getHref(savedOrderId));
  };

  const finish = async () => {
    if (!checkStep()) {
      return;
    }
    // Earlier steps may have been skipped with ?tab=: each must hold before anything is sent.
    for (const earlier of steps.slice(0, stepIndex)) {
      if (earlier !== 'Contact Info' && !checkStep(earlier)) {
        goTo(earlier);
        return;
      }
    }
    // Before results or a recorded request a visitor signs in or registers.
    const isRegistering =
      user === null && data.contact.mode === 'register' && Object.keys(errorsOf('Contact Info')).length === 0;
    if (user === null && !isRegistering) {
      options.onSignInRequired();
      return;
    }
    dispatch({ type: 'submitStarted' });
    const input = submitInput();
    const outcome = isInstant
      ? await calls.search(input, { orderId, draftKey: progress.draftKey })
      : await calls.submit(input, request?.order_id ?? null);
    if (outcome.kind === 'registered') {
      // The form is done with; the page says what happens next.
      clearWizardData(storageKey);
      dispatch({ type: 'registered' });
      return;
    }
    if (outcome.kind === 'saved') {
      await openRequest(outcome.orderId);
      return;
    }
    if (outcome.kind !== 'searched') {
      return;
    }
    if (request === null) {
      // The draft's own address from now on, where its results show (read from the cache the search filled): a
      // reload or a shared link comes back to them. This page goes, so it shows no results of its own.
      saveWizardData(storageKey, data, undefined, {
        ...withCompleted(progress, 'Submit'),
        orderId: outcome.orderId,
      });
      await navigate(`${paths.partRequest.getHref(part.slug, outcome.orderId)}?tab=Submit`, {
        replace: true,
      });
      return;
    }
    dispatch({ type: 'searched', results: { response: outcome.response, orderId: outcome.orderId } });
    if (isSentRequest) {
      // An edit of a request already with its suppliers: saved and searched again; its page shows both.
      await openRequest(outcome.orderId);
    }
  };

  const requestQuotes = async () => {
    if (orderId !== null && (await calls.requestQuotes(orderId))) {
      await openRequest(orderId);
    }
  };

  return {
    state,
    steps,
    step,
    stepIndex,
    stepRef,
    headingRef,
    isInstant,
    isSentRequest,
    /** A file goes with the request's first save; a saved request keeps the files it has. */
    canAttach: orderId === null,
    phase: calls.phase,
    comingSoon: calls.comingSoon,
    contactChecks,
    goTo,
    goBack,
    edit,
    chooseFile,
    next,
    login,
    finish,
    continueSignedIn,
    requestQuotes,
  };
}
