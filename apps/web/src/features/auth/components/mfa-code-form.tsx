import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  MESSAGES,
  MFA_CODE_DIGITS,
  type MfaSignInBody,
  MfaSignInBodySchema,
  type MfaSignInResponse,
} from '@specsource/contracts';
import { useEffect, useRef, useState } from 'react';
import { useVerifyMfa } from '../../../api/auth.ts';
import { isApiError } from '../../../lib/api-error.ts';

interface MfaCodeFormProps {
  /** The session exists; `result` may say where to go and how many recovery codes are left. */
  onVerified: (result: MfaSignInResponse) => void;
  /** Back to the first step (the password, or the provider's button). */
  onRestart: () => void;
}

/**
 * The second sign-in step, after the password (or Google/Microsoft) was right for an account with two-step
 * sign-in: a code from the authenticator app, or one of the recovery codes.
 */
export function MfaCodeForm({ onVerified, onRestart }: MfaCodeFormProps) {
  const verify = useVerifyMfa();
  const [isRecovery, setIsRecovery] = useState(false);
  // A refusal that names no field: the pending sign-in is gone (expired, too many codes) or a rate limit.
  const [formError, setFormError] = useState<{ detail: string; isGone: boolean } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const form = useForm<MfaSignInBody>({
    initialValues: { code: '' },
    validate: schemaResolver(MfaSignInBodySchema, { sync: true }),
  });

  // The code is all there is to type: the caret goes there when the step appears and when its kind changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: isRecovery is the trigger, not a value read.
  useEffect(() => {
    inputRef.current?.focus();
  }, [isRecovery]);

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    verify.mutate(values, {
      onSuccess: (result) => onVerified(result),
      onError: (error) => {
        const fieldMessages = isApiError(error) ? error.fieldErrors.code : undefined;
        if (fieldMessages) {
          form.setFieldError('code', fieldMessages.join(' '));
          return;
        }
        if (!isApiError(error)) {
          setFormError({ detail: MESSAGES.internalError, isGone: false });
          return;
        }
        // A 400 naming no field: the server dropped the pending sign-in; only the first step starts a new one.
        setFormError({ detail: error.detail, isGone: error.status === 400 });
      },
    });
  });

  if (formError?.isGone) {
    return (
      <Alert color="red" title="Sign in again">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{formError.detail}</Text>
          <Button onClick={onRestart}>Sign in again</Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Two-step sign-in">
      <Stack gap="sm">
        <Text size="sm">Your account uses two-step sign-in. Enter a code to finish signing in.</Text>
        <TextInput
          ref={inputRef}
          // Inside a modal, Mantine's focus trap picks this one rather than the close button.
          data-autofocus
          label={isRecovery ? 'Recovery code' : 'Authentication code'}
          description={
            isRecovery
              ? 'One of the recovery codes you saved when you turned two-step sign-in on. Each works once.'
              : `The ${MFA_CODE_DIGITS}-digit code your authenticator app shows for SpecSource.`
          }
          autoComplete={isRecovery ? 'off' : 'one-time-code'}
          inputMode={isRecovery ? 'text' : 'numeric'}
          spellCheck={false}
          required
          {...form.getInputProps('code')}
        />
        <Anchor
          component="button"
          type="button"
          size="sm"
          ta="left"
          onClick={() => {
            setIsRecovery((current) => !current);
            form.setFieldValue('code', '');
            form.clearErrors();
          }}
        >
          {isRecovery ? 'Use the code from your authenticator app' : 'Use a recovery code instead'}
        </Anchor>
        {formError ? <Alert color="red">{formError.detail}</Alert> : null}
        <Group justify="space-between">
          <Button variant="default" onClick={onRestart}>
            Back
          </Button>
          <Button type="submit" loading={verify.isPending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
