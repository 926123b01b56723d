import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { EmailSchema, MESSAGES } from '@specsource/contracts';
import { useResendActivation } from '../../../api/auth.ts';
import { isApiError } from '../../../lib/api-error.ts';

/**
 * 'Resend activation e-mail'. With `email` it is one button for that address; without, it asks
 * for the address first.
 */
export function ResendActivation({ email }: { email?: string }) {
  const resend = useResendActivation();
  const form = useForm({
    initialValues: { email: email ?? '' },
    validate: {
      email: (value) => (EmailSchema.safeParse(value).success ? null : MESSAGES.emailInvalid),
    },
  });

  const handleSubmit = form.onSubmit(({ email: address }) => {
    resend.mutate(EmailSchema.parse(address));
  });

  return (
    <Stack gap="xs">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="xs" align="flex-start">
          {email === undefined ? (
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              w="100%"
              {...form.getInputProps('email')}
            />
          ) : null}
          <Button type="submit" variant="light" loading={resend.isPending}>
            Resend activation e-mail
          </Button>
        </Stack>
      </form>
      {resend.isSuccess ? (
        <Alert color="green" role="status">
          {resend.data}
        </Alert>
      ) : null}
      {resend.isError ? (
        <Alert color="red">{isApiError(resend.error) ? resend.error.detail : MESSAGES.internalError}</Alert>
      ) : null}
    </Stack>
  );
}
