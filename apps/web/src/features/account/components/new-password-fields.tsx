import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

interface NewPasswordFieldsProps {
  newPassword: GetInputPropsReturnType;
  confirmPassword: GetInputPropsReturnType;
}

/** The new password twice, marked for password managers (OWASP ASVS 5.0 §6.2.6, §6.2.7). */
export function NewPasswordFields({ newPassword, confirmPassword }: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordInput
        label="New password"
        description="At least 8 characters; a few unrelated words make a strong one."
        autoComplete="new-password"
        required
        visibilityToggleFocusable
        {...newPassword}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        visibilityToggleFocusable
        {...confirmPassword}
      />
    </>
  );
}
