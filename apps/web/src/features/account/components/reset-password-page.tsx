import { Alert, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ACCOUNT_SECURITY_MESSAGES,
  type PasswordResetConfirmBody,
  PasswordResetConfirmBodySchema,
  ResetTokenSchema,
} from '@specsource/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useConfirmPasswordReset } from '../../../api/auth.ts';
import { paths } from '../../../config/paths.ts';
import { showFieldErrors } from '../lib/show-field-errors.ts';
import { AccountCard, BackToSignIn } from './account-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const FIELDS = ['new_password', 'confirm_password'] as const;
type ResetFields = Omit<PasswordResetConfirmBody, 'token'>;

/** /reset-password/?token=…: the e-mailed link's page; the token goes in a POST, never used by a GET. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirmReset = useConfirmPasswordReset();
  const [formError, setFormError] = useState<string | null>(null);
  const [isLinkRefused, setIsLinkRefused] = useState(() => !ResetTokenSchema.safeParse(token).success);
  const form = useForm<ResetFields>({
    initialValues: { new_password: '', confirm_password: '' },
    // The token is checked with the rest, so one schema (the server's) judges every field.
    validate: (values) =>
      schemaResolver(PasswordResetConfirmBodySchema, { sync: true })({ ...values, token }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    confirmReset.mutate(
      { ...values, token },
      {
        onError: (error) => {
          const message = showFieldErrors(form, FIELDS, error);
          const isTokenRefused = message === ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid;
          setIsLinkRefused(isTokenRefused);
          setFormError(isTokenRefused ? null : message);
        },
      },
    );
  });

  return (
    <AccountCard title="Choose a new password">
      {confirmReset.isSuccess ? (
        <Stack gap="sm">
          <Alert color="green" role="status" title="Password changed">
            {confirmReset.data.detail}
          </Alert>
          <Button component={Link} to={paths.login.getHref()}>
            Sign in
          </Button>
        </Stack>
      ) : isLinkRefused ? (
        <Stack gap="sm">
          <Alert color="red" title="This link does not work">
            {ACCOUNT_SECURITY_MESSAGES.resetLinkInvalid}
          </Alert>
          <Button component={Link} to={paths.forgotPassword.getHref()}>
            Ask for a new link
          </Button>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Choose a new password">
          <Stack gap="sm">
            <NewPasswordFields
              newPassword={form.getInputProps('new_password')}
              confirmPassword={form.getInputProps('confirm_password')}
            />
            {formError ? <Alert color="red">{formError}</Alert> : null}
            <Button type="submit" loading={confirmReset.isPending} fullWidth>
              Set the new password
            </Button>
            <BackToSignIn />
          </Stack>
        </form>
      )}
    </AccountCard>
  );
}
