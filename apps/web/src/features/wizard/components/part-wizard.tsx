import { Button, Group, Modal, Stack, Stepper, Text, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  type CurrentUser,
  type DispatcherResponse,
  MESSAGES,
  type PartStructure,
  type PartType,
} from '@specsource/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useContactChecks } from '../hooks/use-contact-checks.ts';
import { SUBMIT_MESSAGES, useSubmitRequest } from '../hooks/use-submit-request.ts';
import { changedFields, firstStepWithErrors, mapServerFieldErrors } from '../lib/server-errors.ts';
import {
  answerOf,
  commentErrors,
  contactErrors,
  contactInfoOf,
  type FieldErrors,
  parsedAnswerOf,
  specificationErrors,
  submitErrors,
  type WizardData,
} from '../lib/wizard-data.ts';
import { stepOfTab, stepsFor, type WizardStep } from '../lib/wizard-steps.ts';
import { saveWizardData } from '../lib/wizard-storage.ts';
import { AssistantBar } from './assistant-bar.tsx';
import { CommentStep } from './comment-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { ResultsSummary } from './results-summary.tsx';
import { SearchOverlay } from './search-overlay.tsx';
import { SpecificationStep } from './specification-step.tsx';
import { SubmitStep } from './submit-step.tsx';

export interface PartWizardProps {
  part: PartStructure;
  /** The request being edited, or null for a new one. */
  orderId: string | null;
  user: CurrentUser | null;
  partType: PartType | null;
  initialData: WizardData;
  storageKey: string;
  /** Opens the sign-in modal; the user comes back to this page and step. */
  onSignInRequired: () => void;
  /** After an e-mail sign-in in Contact Info: who is signed in must be asked again. */
  onSignedIn: () => Promise<void>;
  /**
   * The second sign-in step for an account with two-step sign-in (auth's code form, given by the route: a
   * feature never imports another). `onVerified` runs once the session exists; `onRestart` gives up.
   */
  renderMfaStep: (step: { onVerified: () => void; onRestart: () => void }) => ReactNode;
  /** The search's results view; a plain summary when none is given. */
  renderResults?: (results: {
    response: DispatcherResponse;
    orderId: string;
    isSearching: boolean;
  }) => ReactNode;
  /** The overlay while the search runs (or the coming-soon message shows); a plain one when none is given. */
  renderSearchOverlay?: (state: { isComingSoon: boolean }) => ReactNode;
}

// spec: pump-selection §9 'Tab status icons update after 300 ms'.
export const STATUS_ICON_DELAY_MS = 300;

const STEP_DESCRIPTIONS: Record<WizardStep, string> = {
  Specification: 'What you need',
  Comment: 'Notes and a file',
  'Contact Info': 'Who you are',
  Submit: 'Quantity and place',
};

/** The part request wizard (spec: marketplace §2 'Part request wizard', pump-selection §2, §4). */
export function PartWizard(props: PartWizardProps) {
  const { part, orderId, user, partType, storageKey } = props;
  const [searchParams, setSearchParams] = useSearchParams();
  // The step moves at once on a click; the address follows, so a reload or sign-in comes back to it.
  const [tab, setTab] = useState(() => searchParams.get('tab'));
  const steps = stepsFor(user !== null);
  const step = stepOfTab(tab, steps);
  const stepIndex = steps.indexOf(step);
  // spec: pump-selection §2, §9 — 'Tab status icons update 300 ms after a change': the stepper's numbers,
  // checks and current-step mark follow the step 300 ms later; the step's content and aria-current at once.
  const [iconStepIndex] = useDebouncedValue(stepIndex, STATUS_ICON_DELAY_MS);
  const isWide = useMediaQuery('(min-width: 48em)');

  const [data, setData] = useState<WizardData>(props.initialData);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [hasTried, setHasTried] = useState(false);
  // The server's verdict on the last submit, by field; each message goes once its field is edited.
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const contactChecks = useContactChecks(setErrors);
  // The Login toggle's password was right and the account asks for a code: the code form is open.
  const [isMfaStepOpen, setIsMfaStepOpen] = useState(false);
  const { submit, phase, results, comingSoon } = useSubmitRequest({
    part,
    partType,
    orderId,
    storageKey,
    onSignedIn: props.onSignedIn,
    onFieldErrors: (fieldErrors) => {
      const attributeIds = new Set(
        part.partclassification_set.flatMap((card) =>
          card.partclassificationattribute_set.map((link) => String(link.attribute.id)),
        ),
      );
      const mapped = mapServerFieldErrors(fieldErrors, { steps, attributeIds });
      const first = firstStepWithErrors(mapped, steps);
      if (first !== null && first !== step) {
        goTo(first);
      }
      setServerErrors(mapped.errors);
      return { placed: Object.keys(mapped.errors).length, unmapped: mapped.unmapped };
    },
  });

  const isInstant = partType?.config.features.instantResults === true;
  const isComingSoon = partType?.config.comingSoon.enabled === true;

  // A step the user moved to is announced by moving the focus to its heading (not on the first render).
  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current !== step) {
      shownStep.current = step;
      stepHeadingRef.current?.focus();
    }
  }, [step]);

  // Every change is kept per part, so a reload or a sign-in round trip finds it again.
  useEffect(() => {
    saveWizardData(storageKey, data);
  }, [storageKey, data]);

  const errorsOf = (current: WizardStep, next: WizardData = data): FieldErrors => {
    switch (current) {
      case 'Specification':
        return specificationErrors(part, next.specification);
      case 'Comment':
        return commentErrors(next.comment, file);
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

  /** Changes the form; once Next was refused, messages follow the values as they are corrected. */
  const update = (next: WizardData) => {
    dropServerErrors(changedFields(data, next));
    setData(next);
    if (hasTried) {
      setErrors(errorsOf(step, next));
    }
  };

  const dropServerErrors = (fields: readonly string[]) => {
    if (fields.some((field) => field in serverErrors)) {
      setServerErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field))),
      );
    }
  };
  // What the step shows: the browser's own checks first, then what the server said of the last submit.
  const shownErrors = { ...serverErrors, ...errors };

  const goTo = (target: WizardStep) => {
    setTab(target);
    setErrors({});
    setHasTried(false);
    setSearchParams(
      (params) => {
        params.set('tab', target);
        return params;
      },
      { replace: true },
    );
  };

  /** Next is blocked while the step is invalid (spec: marketplace §4). */
  const validateStep = (): boolean => {
    const found = errorsOf(step);
    setErrors(found);
    setHasTried(true);
    return Object.keys(found).length === 0;
  };

  const login = async () => {
    if (!validateStep()) {
      return;
    }
    const outcome = await contactChecks.signIn(data.contact);
    if (outcome === 'mfa_required') {
      setIsMfaStepOpen(true);
      return;
    }
    if (outcome === 'signed_in') {
      await continueSignedIn();
    }
  };

  const continueSignedIn = async () => {
    // spec: marketplace §4 — the page comes back on the same step with the data kept: Contact Info is gone
    // for a signed-in user, so that is the step after it.
    goTo('Submit');
    await props.onSignedIn();
  };

  const next = async () => {
    if (step === 'Contact Info' && data.contact.mode === 'login') {
      await login();
      return;
    }
    if (!validateStep()) {
      return;
    }
    if (step === 'Contact Info' && !(await contactChecks.canRegister(data.contact))) {
      return;
    }
    const following = steps[stepIndex + 1];
    if (following) {
      goTo(following);
    }
  };

  const finish = async () => {
    if (!validateStep()) {
      return;
    }
    // Earlier steps may have been skipped with ?tab=: each must hold before anything is sent.
    for (const earlier of steps.slice(0, stepIndex)) {
      if (earlier === 'Contact Info') {
        continue;
      }
      if (Object.keys(errorsOf(earlier)).length > 0) {
        goTo(earlier);
        setErrors(errorsOf(earlier));
        setHasTried(true);
        return;
      }
    }
    // DESIGN.md 'visitors': before results or a recorded request a visitor signs in or registers.
    const isRegistering =
      user === null && data.contact.mode === 'register' && Object.keys(errorsOf('Contact Info')).length === 0;
    if (user === null && !isRegistering) {
      props.onSignInRequired();
      return;
    }
    setServerErrors({});
    await submit(
      {
        body: {
          part: part.id,
          answer: parsedAnswerOf(part, data.specification),
          comment: data.comment,
          quantity: data.submit.quantity.trim(),
          zip_code: data.submit.zip_code.trim(),
          contact_info: user === null ? contactInfoOf(data.contact) : null,
        },
        file,
      },
      { isSignedIn: user !== null },
    );
  };

  const searchOverlay = (isComingSoonShown: boolean) =>
    props.renderSearchOverlay?.({ isComingSoon: isComingSoonShown }) ??
    (isComingSoonShown ? (
      <SearchOverlay
        title={SUBMIT_MESSAGES.received}
        subtitle={comingSoon ?? SUBMIT_MESSAGES.comingSoonSubtitle}
      />
    ) : (
      <SearchOverlay
        title={partType?.config.loading.title ?? SUBMIT_MESSAGES.processing}
        subtitle={partType?.config.loading.subtitle ?? ''}
      />
    ));
  // spec: marketplace §2 — 'Processing your request...' while the request is recorded; then the part type's
  // search overlay (pump-selection §4), or its coming-soon message for 5 s after 'No sub-code available'.
  const overlay =
    phase === 'saving' ? (
      <SearchOverlay title={SUBMIT_MESSAGES.processing} subtitle={SUBMIT_MESSAGES.processingSubtitle} />
    ) : phase === 'searching' ? (
      searchOverlay(isComingSoon)
    ) : comingSoon !== null ? (
      searchOverlay(true)
    ) : null;

  const finishLabel = orderId !== null ? 'Save changes' : isInstant ? 'Search' : 'Submit';

  return (
    <Stack gap="lg">
      {overlay}
      <Stack gap="xs">
        <Title order={1}>{part.title}</Title>
        {orderId !== null ? <Text c="dimmed">Editing request {orderId}</Text> : null}
        {part.description ? <Text>{part.description}</Text> : null}
      </Stack>

      <nav aria-label="Request steps">
        <Stepper
          active={iconStepIndex}
          onStepClick={(index) => {
            const target = steps[index];
            if (target) {
              goTo(target);
            }
          }}
          allowNextStepsSelect={false}
          orientation={isWide === false ? 'vertical' : 'horizontal'}
          size="sm"
        >
          {steps.map((name, index) => (
            <Stepper.Step
              key={name}
              // The step's number is its icon (a check once completed).
              label={name}
              description={isWide === false ? undefined : STEP_DESCRIPTIONS[name]}
              aria-current={index === stepIndex ? 'step' : undefined}
            />
          ))}
        </Stepper>
      </nav>

      <Stack gap="md" component="section" aria-labelledby="step-heading">
        <Title order={2} fz="h3" id="step-heading" ref={stepHeadingRef} tabIndex={-1}>
          {step === 'Submit' && isInstant ? 'Search' : step}
        </Title>
        {step === 'Specification' ? (
          <SpecificationStep
            part={part}
            values={data.specification}
            errors={shownErrors}
            onChange={(attributeId, answer) =>
              update({ ...data, specification: { ...data.specification, [String(attributeId)]: answer } })
            }
          />
        ) : null}
        {step === 'Comment' ? (
          <CommentStep
            comment={data.comment}
            file={file}
            canAttach={orderId === null}
            errors={shownErrors}
            onCommentChange={(comment) => update({ ...data, comment })}
            onFileChange={(chosen) => {
              setFile(chosen);
              dropServerErrors(['file_comment']);
              // A refused file says why at once.
              setErrors(commentErrors(data.comment, chosen));
            }}
          />
        ) : null}
        {step === 'Contact Info' ? (
          <ContactStep
            values={data.contact}
            errors={shownErrors}
            isBusy={contactChecks.isBusy}
            onChange={(contact) => update({ ...data, contact })}
            onEmailBlur={() => void contactChecks.checkEmail(data.contact.email)}
            onLogin={() => void login()}
            onSignIn={props.onSignInRequired}
          />
        ) : null}
        {step === 'Submit' ? (
          <SubmitStep
            values={data.submit}
            errors={shownErrors}
            onChange={(submitValues) => update({ ...data, submit: submitValues })}
          />
        ) : null}
      </Stack>

      <Group justify="space-between">
        <Button
          variant="default"
          disabled={stepIndex === 0}
          onClick={() => {
            const previous = steps[stepIndex - 1];
            if (previous) {
              goTo(previous);
            }
          }}
        >
          Back
        </Button>
        {step === 'Submit' ? (
          <Button onClick={() => void finish()} loading={phase !== 'idle'}>
            {finishLabel}
          </Button>
        ) : (
          <Button onClick={() => void next()} loading={contactChecks.isBusy}>
            Next
          </Button>
        )}
      </Group>

      {step === 'Specification' ? (
        <AssistantBar key={part.slug} slug={part.slug} answer={() => answerOf(part, data.specification)} />
      ) : null}

      {/* Closing it (Escape, ×, Back) leaves the user on Contact Info, where Login starts again. */}
      <Modal
        opened={isMfaStepOpen}
        onClose={() => setIsMfaStepOpen(false)}
        title="Two-step sign-in"
        closeButtonProps={{ 'aria-label': 'Close' }}
        centered
      >
        {isMfaStepOpen
          ? props.renderMfaStep({
              onVerified: () => {
                setIsMfaStepOpen(false);
                void continueSignedIn();
              },
              onRestart: () => setIsMfaStepOpen(false),
            })
          : null}
      </Modal>

      {results
        ? (props.renderResults?.({ ...results, isSearching: phase !== 'idle' }) ?? (
            <ResultsSummary response={results.response} />
          ))
        : null}
    </Stack>
  );
}
