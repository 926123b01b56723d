import { Alert, Button, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type ChangePasswordBody, ChangePasswordBodySchema } from '@specsource/contracts';
import { useState } from 'react';
import { useChangePassword } from '../../../api/account.ts';
import { showFieldErrors } from '../lib/show-field-errors.ts';
import { CurrentPasswordInput } from './current-password-input.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const FIELDS = ['current_password', 'new_password', 'confirm_password'] as const;
const EMPTY: ChangePasswordBody = { current_password: '', new_password: '', confirm_password: '' };

/** OWASP ASVS 5.0 §6.2.2, §6.2.3: the current password, then the new one twice (the registration rules). */
export function ChangePasswordForm() {
  const changePassword = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<ChangePasswordBody>({
    initialValues: EMPTY,
    validate: schemaResolver(ChangePasswordBodySchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    setDone(null);
    changePassword.mutate(values, {
      onSuccess: ({ detail }) => {
        form.setValues(EMPTY);
        setDone(detail);
        notifications.show({ color: 'green', message: detail });
      },
      onError: (error) => setFormError(showFieldErrors(form, FIELDS, error)),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="sm">
        <CurrentPasswordInput {...form.getInputProps('current_password')} />
        <NewPasswordFields
          newPassword={form.getInputProps('new_password')}
          confirmPassword={form.getInputProps('confirm_password')}
        />
        {formError ? <Alert color="red">{formError}</Alert> : null}
        {done ? (
          <Alert color="green" role="status">
            {done}
          </Alert>
        ) : null}
        <Button type="submit" loading={changePassword.isPending} style={{ alignSelf: 'flex-start' }}>
          Change password
        </Button>
      </Stack>
    </form>
  );
}
