import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * The email that names an existing account, where one signs in or asks for a password reset. It is the
 * password manager's `username`, so the browser offers the saved sign-ins there.
 */
export function AccountEmailInput(props: TextInputProps) {
  return <TextInput label="Email" type="email" autoComplete="username" required {...props} />;
}
