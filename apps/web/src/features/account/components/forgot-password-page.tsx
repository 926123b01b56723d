import { Alert, Button, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type PasswordResetRequestBody, PasswordResetRequestBodySchema } from '@specsource/contracts';
import { useState } from 'react';
import { useRequestPasswordReset } from '../../../api/auth.ts';
import { AccountEmailInput } from '../../../components/account-email-input.tsx';
import { showFieldErrors } from '../lib/show-field-errors.ts';
import { AccountCard, BackToSignIn } from './account-card.tsx';

/** /forgot-password/: asks for a reset link (OWASP ASVS 5.0 §6.4.3); the answer never says if the account exists. */
export function ForgotPasswordPage() {
  const requestReset = useRequestPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<PasswordResetRequestBody>({
    initialValues: { email: '' },
    validate: schemaResolver(PasswordResetRequestBodySchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    requestReset.mutate(values, {
      onError: (error) => setFormError(showFieldErrors(form, ['email'], error)),
    });
  });

  return (
    <AccountCard title="Forgot your password?">
      {requestReset.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green" role="status" title="Check your email">
            {requestReset.data.detail}
          </Alert>
          <BackToSignIn />
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Reset your password">
          <Stack gap="sm">
            <Text size="sm">
              Type the email of your account. We will send it a link to choose a new password.
            </Text>
            <AccountEmailInput {...form.getInputProps('email')} />
            {formError ? <Alert color="red">{formError}</Alert> : null}
            <Button type="submit" loading={requestReset.isPending} fullWidth>
              Send the reset link
            </Button>
            <BackToSignIn />
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
