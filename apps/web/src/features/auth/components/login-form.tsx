import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type LoginBody, LoginBodySchema, MESSAGES } from '@specsource/contracts';
import { useState } from 'react';
import { useLogin } from '../../../api/auth.ts';
import { AccountEmailInput } from '../../../components/account-email-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notifyMfaSignIn } from '../lib/notify-mfa-sign-in.ts';
import { MfaCodeForm } from './mfa-code-form.tsx';
import { ResendActivation } from './resend-activation.tsx';

/** The account exists and the password was right, but it is not activated yet. */
interface NotActivated {
  email: string;
  detail: string;
}

/** E-mail + password sign-in with the spec's toasts; `onSignedIn` runs once the session exists. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const login = useLogin();
  const [notActivated, setNotActivated] = useState<NotActivated | null>(null);
  // The password was right for an account with two-step sign-in: the code is asked next.
  const [isCodeStep, setIsCodeStep] = useState(false);
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginBodySchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setNotActivated(null);
    login.mutate(values, {
      onSuccess: ({ is_logged_in, detail, mfa_required }) => {
        if (is_logged_in === 'logged_in') {
          notifications.show({ color: 'green', message: MESSAGES.loginSuccessful });
          onSignedIn();
          return;
        }
        if (mfa_required) {
          setIsCodeStep(true);
          return;
        }
        notifications.show({ color: 'red', message: MESSAGES.loginFailed });
        if (detail) {
          setNotActivated({ email: values.email, detail });
        }
      },
      onError: (error) => {
        if (isApiError(error, 'UNAUTHENTICATED')) {
          notifications.show({ color: 'red', message: MESSAGES.loginFailed });
        }
      },
    });
  });

  if (isCodeStep) {
    return (
      <MfaCodeForm
        onVerified={(result) => {
          notifyMfaSignIn(result);
          onSignedIn();
        }}
        onRestart={() => {
          // The e-mail stays; the password is typed again, as a new first step needs it.
          form.setFieldValue('password', '');
          login.reset();
          setIsCodeStep(false);
        }}
      />
    );
  }

  return (
    <Stack gap="sm">
      <form onSubmit={handleSubmit} noValidate aria-label="Sign in with e-mail">
        <Stack gap="sm">
          <AccountEmailInput {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            visibilityToggleFocusable
            {...form.getInputProps('password')}
          />
          {login.isError ? (
            <Alert color="red">{isApiError(login.error) ? login.error.detail : MESSAGES.internalError}</Alert>
          ) : null}
          <Button type="submit" loading={login.isPending} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      {notActivated ? (
        <Alert color="yellow" title="Account not activated">
          <Stack gap="xs">
            {notActivated.detail}
            <ResendActivation email={notActivated.email} />
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
