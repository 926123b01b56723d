import {
  Anchor,
  Button,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { ContactMode, ContactValues, FieldErrors } from '../lib/wizard-data.ts';

interface ContactStepProps {
  values: ContactValues;
  errors: FieldErrors;
  isBusy: boolean;
  onChange: (values: ContactValues) => void;
  onEmailBlur: () => void;
  onLogin: () => void;
  onSignIn: () => void;
}

/** Visitors only: Login or Register toggles (docs/spec/marketplace-spec.md §2 'Contact Info'). */
export function ContactStep({
  values,
  errors,
  isBusy,
  onChange,
  onEmailBlur,
  onLogin,
  onSignIn,
}: ContactStepProps) {
  const field = (name: keyof Omit<ContactValues, 'mode'>) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...values, [name]: event.currentTarget.value }),
  });
  const email = (
    <TextInput
      label="Email"
      type="email"
      autoComplete="email"
      required
      {...field('email')}
      onBlur={onEmailBlur}
    />
  );

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Have an account?"
        value={values.mode}
        onChange={(mode) => onChange({ ...values, mode: mode as ContactMode })}
        data={[
          { value: 'login', label: 'Sign in' },
          { value: 'register', label: 'Register' },
        ]}
      />
      {values.mode === 'login' ? (
        <Stack gap="sm">
          {email}
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            visibilityToggleFocusable
            {...field('password')}
          />
          <Button onClick={onLogin} loading={isBusy} w={{ base: '100%', sm: 'auto' }}>
            Sign in and continue
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            We create your account with these details and e-mail you its activation link.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="First name" autoComplete="given-name" required {...field('first_name')} />
            <TextInput label="Last name" autoComplete="family-name" {...field('last_name')} />
            {email}
            <TextInput label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
            <TextInput label="Company Name" autoComplete="organization" required {...field('companyName')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <PasswordInput
              label="Password"
              autoComplete="new-password"
              required
              visibilityToggleFocusable
              {...field('password')}
            />
            <PasswordInput
              label="Confirm Password"
              autoComplete="new-password"
              required
              visibilityToggleFocusable
              {...field('confirmPassword')}
            />
          </SimpleGrid>
        </Stack>
      )}
      <Text size="sm">
        <Anchor component="button" type="button" onClick={onSignIn}>
          Sign in with Google or Microsoft
        </Anchor>
      </Text>
    </Stack>
  );
}
