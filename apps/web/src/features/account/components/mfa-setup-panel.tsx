import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, MFA_MESSAGES } from '@specsource/contracts';
import { lazy, Suspense, useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';

// The setup (forms, the QR code encoder) loads only when the user opens it.
const MfaSetupModal = lazy(async () => ({ default: (await import('./mfa-setup-modal.tsx')).MfaSetupModal }));

const TITLE = 'Set up two-step sign-in';

type Finish = { status: 'idle' } | { status: 'pending' } | { status: 'failed'; error: unknown };

export interface MfaSetupPanelProps {
  isSetupOpen: boolean;
  onSetupOpenChange: (isOpen: boolean) => void;
  /** Asks the server again who is signed in, after the setup; rejects when it could not answer. */
  onSetUp: () => Promise<void>;
  onSignOut: () => void;
  isSigningOut: boolean;
}

/** What stands in for every page until the user has set up two-step sign-in (mfa-setup-gate.tsx). */
export function MfaSetupPanel({
  isSetupOpen,
  onSetupOpenChange,
  onSetUp,
  onSignOut,
  isSigningOut,
}: MfaSetupPanelProps) {
  // Lives here, not in the gate: a later user who must set up starts again from the button.
  const [finish, setFinish] = useState<Finish>({ status: 'idle' });

  const finishSetup = async () => {
    setFinish({ status: 'pending' });
    try {
      await onSetUp();
      // Still required (the server disagrees): the button is back.
      setFinish({ status: 'idle' });
    } catch (error) {
      setFinish({ status: 'failed', error });
    }
  };

  return (
    <Stack maw={640} mx="auto" gap="md" py="md">
      <Title order={1}>{TITLE}</Title>
      <Alert color="yellow">{MFA_MESSAGES.setupRequired}</Alert>
      <Text>
        Signing in to this account needs a code from an authenticator app on your phone as well as your
        password. Setting it up takes a few minutes: have your password and your phone ready. Afterwards you
        go straight on to the page you opened.
      </Text>
      <FinishState
        finish={finish}
        onRetry={() => void finishSetup()}
        onStart={() => onSetupOpenChange(true)}
        onSignOut={onSignOut}
        isSigningOut={isSigningOut}
      />
      <Suspense fallback={null}>
        <MfaSetupModal
          opened={isSetupOpen}
          onClose={() => onSetupOpenChange(false)}
          onDone={() => void finishSetup()}
          title={TITLE}
          mustSaveCodes
        />
      </Suspense>
    </Stack>
  );
}

interface FinishStateProps {
  finish: Finish;
  onRetry: () => void;
  onStart: () => void;
  onSignOut: () => void;
  isSigningOut: boolean;
}

function FinishState({ finish, onRetry, onStart, onSignOut, isSigningOut }: FinishStateProps) {
  const signOut = (
    <Button variant="default" onClick={onSignOut} loading={isSigningOut}>
      Sign out
    </Button>
  );

  switch (finish.status) {
    case 'idle':
      return (
        <Group gap="sm">
          <Button onClick={onStart}>{TITLE}</Button>
          {signOut}
        </Group>
      );
    case 'pending':
      return (
        <Group gap="sm" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>Two-step sign-in is on. Loading your page…</Text>
        </Group>
      );
    case 'failed':
      return (
        <Stack gap="sm" align="flex-start">
          <Alert color="red" title="Two-step sign-in is on, but your page could not be loaded" w="100%">
            <Stack gap="xs" align="flex-start">
              {isApiError(finish.error) ? finish.error.detail : MESSAGES.internalError}
              <Button variant="light" size="xs" onClick={onRetry}>
                Try again
              </Button>
            </Stack>
          </Alert>
          {signOut}
        </Stack>
      );
  }
}
