import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type LoginBody, LoginBodySchema, MESSAGES } from '@specsource/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { useLogin } from '../api/login.ts';
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
  const form = useForm<LoginBody>({
    initialValues: { email: '', password: '' },
    validate: schemaResolver(LoginBodySchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setNotActivated(null);
    login.mutate(values, {
      onSuccess: ({ is_logged_in, detail }) => {
        if (is_logged_in === 'logged_in') {
          notifications.show({ color: 'green', message: MESSAGES.loginSuccessful });
          onSignedIn();
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

  return (
    <Stack gap="sm">
      <form onSubmit={handleSubmit} noValidate aria-label="Sign in with e-mail">
        <Stack gap="sm">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
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
            Log in
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
