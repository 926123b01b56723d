import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MFA_CODE_DIGITS, type MfaReauthBody, MfaReauthBodySchema } from '@specsource/contracts';
import { useState } from 'react';
import { useDisableMfa, useRegenerateMfaRecoveryCodes } from '../../../api/account.ts';
import { showFieldErrors } from '../lib/show-field-errors.ts';
import { CurrentPasswordInput } from './current-password-input.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';

/** What changes the second factor: both factors are asked again first (OWASP ASVS 5.0 §6.4.5). */
export type MfaChange = 'disable' | 'regenerate';

const TITLES: Record<MfaChange, string> = {
  disable: 'Turn off two-step sign-in',
  regenerate: 'New recovery codes',
};

interface MfaReauthModalProps {
  change: MfaChange | null;
  onClose: () => void;
}

export function MfaReauthModal({ change, onClose }: MfaReauthModalProps) {
  return (
    <Modal
      opened={change !== null}
      onClose={onClose}
      title={change === null ? '' : TITLES[change]}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={false}
    >
      {/* Mounted per opening, so a refusal from the last time is gone. */}
      {change === null ? null : <MfaReauthSteps change={change} onDone={onClose} />}
    </Modal>
  );
}

function MfaReauthSteps({ change, onDone }: { change: MfaChange; onDone: () => void }) {
  const disable = useDisableMfa();
  const regenerate = useRegenerateMfaRecoveryCodes();
  const mutation = change === 'disable' ? disable : regenerate;
  const [codes, setCodes] = useState<string[] | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MfaReauthBody>({
    initialValues: { password: '', code: '' },
    validate: schemaResolver(MfaReauthBodySchema, { sync: true }),
  });

  const onError = (error: unknown) => setFormError(showFieldErrors(form, ['password', 'code'], error));

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    if (change === 'disable') {
      disable.mutate(values, {
        onSuccess: ({ detail }) => {
          notifications.show({ color: 'green', message: detail });
          onDone();
        },
        onError,
      });
      return;
    }
    regenerate.mutate(values, {
      onSuccess: ({ detail, recovery_codes }) => {
        notifications.show({ color: 'green', message: detail });
        setCodes(recovery_codes);
      },
      onError,
    });
  });

  if (codes !== null) {
    return <RecoveryCodesPanel codes={codes} onDone={onDone} />;
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Confirm with your password and a code">
      <Stack gap="sm">
        <Text size="sm">
          {change === 'disable'
            ? 'Your account will sign in with the password alone.'
            : 'Your current recovery codes will stop working.'}{' '}
          Confirm with your password and a code.
        </Text>
        <CurrentPasswordInput data-autofocus {...form.getInputProps('password')} />
        <TextInput
          label="Authentication code"
          description={`The ${MFA_CODE_DIGITS}-digit code from your authenticator app, or one of your recovery codes.`}
          autoComplete="one-time-code"
          spellCheck={false}
          required
          {...form.getInputProps('code')}
        />
        {formError ? <Alert color="red">{formError}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color={change === 'disable' ? 'red' : undefined} loading={mutation.isPending}>
            {change === 'disable' ? 'Turn off' : 'Make new codes'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
