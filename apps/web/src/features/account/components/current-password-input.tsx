import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * The password typed again to prove it is the user (a change to the password, two-step sign-in or the
 * sessions): the browser offers the saved password for it, never a new one.
 */
export function CurrentPasswordInput({ label = 'Current password', ...props }: PasswordInputProps) {
  return (
    <PasswordInput
      label={label}
      autoComplete="current-password"
      required
      visibilityToggleFocusable
      {...props}
    />
  );
}
