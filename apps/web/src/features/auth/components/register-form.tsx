import { Alert, Button, Loader, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { EmailSchema, MESSAGES, RegisterBodySchema } from '@specsource/contracts';
import { useState } from 'react';
import { useCheckDisposableEmail, useRegister } from '../../../api/auth.ts';
import { isApiError } from '../../../lib/api-error.ts';

const PASSWORD_HINT = 'At least 8 characters. Long passphrases are welcome.';

const INITIAL_VALUES = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  company_name: '',
  password: '',
  confirm_password: '',
};
type RegisterValues = typeof INITIAL_VALUES;
type RegisterField = keyof RegisterValues;

const isRegisterField = (key: string): key is RegisterField => Object.hasOwn(INITIAL_VALUES, key);

interface RegisterFormProps {
  /** Stored with the activation link: where the user lands once activated. */
  nextPath?: string;
  /** Called with the (normalised) address the activation link went to. */
  onRegistered: (email: string) => void;
}

/** The account form; rules and messages come from the shared `RegisterBodySchema`. */
export function RegisterForm({ nextPath, onRegistered }: RegisterFormProps) {
  const register = useRegister();
  const checkDisposableEmail = useCheckDisposableEmail();
  const [isCheckingEmail, setIsCheckingEmail] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterValues>({
    initialValues: INITIAL_VALUES,
    validate: schemaResolver(RegisterBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });

  /** True when the address is from a disposable-address service (the error is then shown). */
  const rejectDisposable = async (typed: string): Promise<boolean> => {
    const email = EmailSchema.safeParse(typed);
    if (!email.success) {
      return false;
    }
    setIsCheckingEmail(true);
    // If the check itself fails the server still refuses such an address on submit.
    const isDisposable = await checkDisposableEmail(email.data).catch(() => false);
    setIsCheckingEmail(false);
    if (isDisposable && form.getValues().email === typed) {
      form.setFieldError('email', MESSAGES.emailInvalid);
    }
    return isDisposable;
  };

  const showServerError = (error: Error) => {
    if (!isApiError(error)) {
      setFormError(MESSAGES.internalError);
      return;
    }
    if (error.code === 'CONFLICT') {
      form.setFieldError('email', error.detail);
      return;
    }
    let hasFieldError = false;
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (isRegisterField(field)) {
        form.setFieldError(field, messages.join(' '));
        hasFieldError = true;
      }
    }
    if (!hasFieldError) {
      setFormError(error.detail);
    }
  };

  const handleSubmit = form.onSubmit(async (values) => {
    setFormError(null);
    if (await rejectDisposable(values.email)) {
      return;
    }
    const email = EmailSchema.parse(values.email);
    register.mutate(
      { ...values, next: nextPath },
      { onSuccess: () => onRegistered(email), onError: showServerError },
    );
  });

  const emailProps = form.getInputProps('email');

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Register">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="First name"
            autoComplete="given-name"
            required
            {...form.getInputProps('first_name')}
          />
          <TextInput label="Last name" autoComplete="family-name" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...emailProps}
          onBlur={(event) => {
            emailProps.onBlur?.(event);
            void rejectDisposable(event.currentTarget.value);
          }}
          rightSection={
            isCheckingEmail ? <Loader size="xs" aria-label="Checking the e-mail address" /> : null
          }
        />
        <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        <TextInput
          label="Company Name"
          autoComplete="organization"
          required
          {...form.getInputProps('company_name')}
        />
        <PasswordInput
          label="Password"
          description={PASSWORD_HINT}
          autoComplete="new-password"
          required
          visibilityToggleFocusable
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          required
          {...form.getInputProps('confirm_password')}
        />
        {formError ? <Alert color="red">{formError}</Alert> : null}
        <Button type="submit" loading={form.submitting || register.isPending}>
          Register
        </Button>
      </Stack>
    </form>
  );
}
