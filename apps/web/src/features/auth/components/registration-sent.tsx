import { Alert, Stack, Title } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { ResendActivation } from './resend-activation.tsx';

/** Shown after registering: where the activation link went, and a way to send it again. */
export function RegistrationSent({ email }: { email: string }) {
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        Check your e-mail
      </Title>
      <Alert color="green" role="status">
        {MESSAGES.activationSent}
      </Alert>
      <ResendActivation email={email} />
    </Stack>
  );
}
