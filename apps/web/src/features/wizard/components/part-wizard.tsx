import { Alert, Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type DispatcherResponse, MESSAGES } from '@specsource/contracts';
import { type ReactNode, useState } from 'react';
import { type PartWizardOptions, usePartWizard } from '../hooks/use-part-wizard.ts';
import { SUBMIT_MESSAGES } from '../hooks/use-submit-request.ts';
import { answerOf } from '../lib/wizard-data.ts';
import type { WizardStep } from '../lib/wizard-steps.ts';
import { AssistantBar } from './assistant-bar.tsx';
import { CommentStep } from './comment-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { ResultsSummary } from './results-summary.tsx';
import { SearchOverlay } from './search-overlay.tsx';
import { SpecificationStep } from './specification-step.tsx';
import { SubmitStep } from './submit-step.tsx';
import { WizardStepsNav } from './wizard-steps-nav.tsx';

export { STATUS_ICON_DELAY_MS } from './wizard-steps-nav.tsx';

export interface PartWizardProps extends PartWizardOptions {
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
    /** 'Request quotes' (and the no-match panel's 'Contact us'); absent while the results are out of date. */
    onRequestQuotes: (() => void) | undefined;
    isSendingQuotes: boolean;
  }) => ReactNode;
  /** The overlay while the search runs (or the coming-soon message shows); a plain one when none is given. */
  renderSearchOverlay?: (state: { isComingSoon: boolean }) => ReactNode;
}

const STEP_DESCRIPTIONS: Record<WizardStep, string> = {
  Specification: 'What you need',
  Comment: 'Notes and a file',
  'Contact Info': 'Who you are',
  Submit: 'Quantity and place',
};

/** The part request wizard: the view (its state and moves are `usePartWizard`'s). */
export function PartWizard(props: PartWizardProps) {
  const { part, partType } = props;
  const wizard = usePartWizard(props);
  const { state, step, isInstant } = wizard;
  const isWide = useMediaQuery('(min-width: 48em)');
  // The Login toggle's password was right and the account asks for a code: the code form is open.
  const [isMfaStepOpen, setIsMfaStepOpen] = useState(false);
  const isComingSoon = partType?.config.comingSoon.enabled === true;
  // The last step is 'Search' for a part with instant results: its title, its button and its place in the steps.
  const titleOf = (shown: WizardStep) => (shown === 'Submit' && isInstant ? 'Search' : shown);
  const finishLabel = wizard.isSentRequest ? 'Save changes' : titleOf('Submit');
  // What the step shows: the browser's own checks first, then what the server said of the last submit.
  const shownErrors = { ...state.serverErrors, ...(state.errorsStep === step ? state.errors : {}) };
  const serverMessages = Object.keys(state.serverErrors).length;

  const onNext = async () => {
    if ((await wizard.next()) === 'mfa_required') {
      setIsMfaStepOpen(true);
    }
  };
  const onLogin = async () => {
    if ((await wizard.login()) === 'mfa_required') {
      setIsMfaStepOpen(true);
    }
  };

  if (state.isRegistered) {
    return (
      <Stack gap="lg" maw={640}>
        <Title order={1}>{part.title}</Title>
        <Alert color="green" title="Check your e-mail" role="status">
          <Stack gap="xs">
            <Text>{MESSAGES.registrationSubmitted}</Text>
            <Text size="sm">
              We sent it to{' '}
              <Text span fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {state.data.contact.email}
              </Text>
              . The link in it activates your account, signs you in and opens your request
              {isInstant ? ' with its search results' : ''}.
            </Text>
          </Stack>
        </Alert>
      </Stack>
    );
  }

  const searchOverlay = (isComingSoonShown: boolean) =>
    props.renderSearchOverlay?.({ isComingSoon: isComingSoonShown }) ??
    (isComingSoonShown ? (
      <SearchOverlay
        title={SUBMIT_MESSAGES.received}
        subtitle={wizard.comingSoon ?? SUBMIT_MESSAGES.comingSoonSubtitle}
      />
    ) : (
      <SearchOverlay
        title={partType?.config.loading.title ?? SUBMIT_MESSAGES.processing}
        subtitle={partType?.config.loading.subtitle ?? ''}
      />
    ));
  // docs/spec/marketplace-spec.md §2 — 'Processing your request...' while the request is recorded; then the part type's
  // search overlay (docs/spec/pump-selection-spec.md §4), or its coming-soon message for 5 s after 'No sub-code
  // available'.
  const overlay =
    wizard.phase === 'saving' ? (
      <SearchOverlay title={SUBMIT_MESSAGES.processing} subtitle={SUBMIT_MESSAGES.processingSubtitle} />
    ) : wizard.phase === 'searching' ? (
      searchOverlay(isComingSoon)
    ) : wizard.comingSoon !== null ? (
      searchOverlay(true)
    ) : null;

  const { results } = state;
  const hasResults = results !== null && step === 'Submit';

  return (
    <Stack gap="lg">
      {overlay}
      <Stack gap="xs">
        <Title order={1}>{part.title}</Title>
        {props.request === null ? null : (
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {props.request.status === 'draft'
              ? 'Saved as your draft: no supplier sees it until you request quotes.'
              : `Editing request ${props.request.order_id}`}
          </Text>
        )}
        {part.description ? <Text>{part.description}</Text> : null}
      </Stack>

      <WizardStepsNav
        steps={wizard.steps}
        current={step}
        completed={state.progress.completed}
        labelOf={titleOf}
        descriptionOf={isWide === false ? undefined : (shown) => STEP_DESCRIPTIONS[shown]}
        isVertical={isWide === false}
        onSelect={wizard.goTo}
      />

      <Stack gap="md" component="section" aria-labelledby="step-heading" ref={wizard.stepRef}>
        <Title order={2} fz="h3" id="step-heading" ref={wizard.headingRef} tabIndex={-1}>
          {titleOf(step)}
        </Title>
        {state.isSentBack && state.errorsStep === step ? (
          <Alert color="yellow" title={`${titleOf(step)} is not complete`} role="alert">
            {finishLabel} needs this step first: correct the fields marked below, then go on.
          </Alert>
        ) : null}
        {serverMessages > 0 ? (
          <Alert color="red" title="The server did not accept this" role="alert">
            Correct the {serverMessages === 1 ? 'field marked' : `${serverMessages} fields marked`} below,
            then
            {step === 'Submit' ? ` press ${finishLabel} again.` : ' go on.'}
          </Alert>
        ) : null}
        {step === 'Specification' ? (
          <SpecificationStep
            part={part}
            values={state.data.specification}
            errors={shownErrors}
            onChange={(attributeId, answer) =>
              wizard.edit({
                ...state.data,
                specification: { ...state.data.specification, [String(attributeId)]: answer },
              })
            }
          />
        ) : null}
        {step === 'Comment' ? (
          <CommentStep
            comment={state.data.comment}
            file={state.file}
            canAttach={wizard.canAttach}
            errors={shownErrors}
            onCommentChange={(comment) => wizard.edit({ ...state.data, comment })}
            onFileChange={wizard.chooseFile}
          />
        ) : null}
        {step === 'Contact Info' ? (
          <ContactStep
            values={state.data.contact}
            errors={shownErrors}
            isBusy={wizard.contactChecks.isBusy}
            onChange={(contact) => wizard.edit({ ...state.data, contact })}
            onEmailBlur={() => void wizard.contactChecks.checkEmail(state.data.contact.email)}
            onLogin={() => void onLogin()}
            onSignIn={props.onSignInRequired}
          />
        ) : null}
        {step === 'Submit' ? (
          <SubmitStep
            values={state.data.submit}
            errors={shownErrors}
            onChange={(submitValues) => wizard.edit({ ...state.data, submit: submitValues })}
          />
        ) : null}
      </Stack>

      <Group justify="space-between">
        <Button variant="default" disabled={wizard.stepIndex === 0} onClick={wizard.goBack}>
          Back
        </Button>
        {step === 'Submit' ? (
          <Button
            onClick={() => void wizard.finish()}
            loading={wizard.phase === 'saving' || wizard.phase === 'searching'}
          >
            {finishLabel}
          </Button>
        ) : (
          <Button onClick={() => void onNext()} loading={wizard.contactChecks.isBusy}>
            Next
          </Button>
        )}
      </Group>

      {step === 'Specification' ? (
        <AssistantBar
          key={part.slug}
          slug={part.slug}
          answer={() => answerOf(part, state.data.specification)}
        />
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
                void wizard.continueSignedIn();
              },
              onRestart: () => setIsMfaStepOpen(false),
            })
          : null}
      </Modal>

      {hasResults && state.areResultsStale ? (
        <Alert color="yellow" title="These results are for your previous search">
          You changed the request since. Press {finishLabel} to see results for it, then request quotes.
        </Alert>
      ) : null}
      {hasResults
        ? (props.renderResults?.({
            ...results,
            isSearching: wizard.phase === 'searching',
            onRequestQuotes: state.areResultsStale ? undefined : () => void wizard.requestQuotes(),
            isSendingQuotes: wizard.phase === 'sending',
          }) ?? <ResultsSummary response={results.response} />)
        : null}
    </Stack>
  );
}
