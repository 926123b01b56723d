import { Button, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@specsource/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useActivate } from '../../../api/auth.ts';
import { PageLoading } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { safeNextPath } from '../../../lib/safe-next-path.ts';
import { ResendActivation } from './resend-activation.tsx';

/** `/activate/:token`: activates once on arrival, then opens the page stored with the link. */
export function ActivationLanding({ token }: { token: string }) {
  const activation = useActivate(token);
  const navigate = useNavigate();
  // StrictMode runs effects twice in development; a token is single use, so POST it once.
  const hasStarted = useRef(false);
  const { mutate } = activation;

  const start = useCallback(() => {
    mutate(undefined, {
      onSuccess: ({ next, mfa_required }) => {
        if (mfa_required) {
          // Active again, but an account with two-step sign-in is signed in only by its code.
          notifications.show({
            color: 'green',
            message: 'Your account is active. Enter your code to sign in.',
          });
          void navigate(paths.loginVerify.getHref(safeNextPath(next)), { replace: true });
          return;
        }
        notifications.show({ color: 'green', message: 'Your account is active and you are signed in.' });
        void navigate(safeNextPath(next), { replace: true });
      },
    });
  }, [mutate, navigate]);

  useEffect(() => {
    if (hasStarted.current) {
      return;
    }
    hasStarted.current = true;
    start();
  }, [start]);

  if (activation.isError) {
    return <ActivationFailed error={activation.error} onRetry={start} />;
  }
  return <PageLoading label="Activating your account…" />;
}

function ActivationFailed({ error, onRetry }: { error: Error; onRetry: () => void }) {
  // The link itself was refused (expired, used, unknown); anything else may pass on a second try.
  const isLinkRefused =
    isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429;

  if (!isLinkRefused) {
    return (
      <Stack maw={480} mx="auto" gap="md" py="xl">
        <Title order={1}>Activation did not finish</Title>
        <Text role="alert">{isApiError(error) ? error.detail : MESSAGES.internalError}</Text>
        <Button onClick={onRetry} variant="light" w="fit-content">
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Stack maw={480} mx="auto" gap="md" py="xl">
      <Title order={1}>Activation link not valid</Title>
      <Text role="alert">{MESSAGES.activationInvalid}</Text>
      <ResendActivation />
    </Stack>
  );
}
