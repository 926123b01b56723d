import { Alert, Button, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@specsource/contracts';
import { isApiError } from '../../../lib/api-error.ts';

/** A form field's list could not be loaded: the server's reason and a retry, inside the form. */
export function LoadErrorAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{isApiError(error) ? error.detail : MESSAGES.internalError}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
