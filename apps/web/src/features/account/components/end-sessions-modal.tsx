import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES } from '@specsource/contracts';
import { useState } from 'react';
import { useEndSessions } from '../../../api/account.ts';
import { showFieldErrors } from '../lib/show-field-errors.ts';
import { CurrentPasswordInput } from './current-password-input.tsx';

/** What to end: one session (by its id) or all but this one. */
export type SessionsToEnd = { sessionId: string; label: string } | { allOthers: true };

interface EndSessionsModalProps {
  target: SessionsToEnd | null;
  onClose: () => void;
}

/** OWASP ASVS 5.0 §7.5.2: ending sessions asks for the password again, in a modal. */
export function EndSessionsModal({ target, onClose }: EndSessionsModalProps) {
  const title = target && 'allOthers' in target ? 'End all other sessions' : 'End this session';
  return (
    <Modal opened={target !== null} onClose={onClose} title={title}>
      {/* Mounted per opening, so a refusal from the last time is gone. */}
      {target === null ? null : <EndSessionsBody target={target} onDone={onClose} />}
    </Modal>
  );
}

function EndSessionsBody({ target, onDone }: { target: SessionsToEnd; onDone: () => void }) {
  const endSessions = useEndSessions();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? MESSAGES.passwordRequired : null) },
  });
  const isAllOthers = 'allOthers' in target;

  const handleSubmit = form.onSubmit(({ password }) => {
    setFormError(null);
    const body = isAllOthers
      ? { all_others: true as const, password }
      : { session_id: target.sessionId, password };
    endSessions.mutate(body, {
      onSuccess: ({ ended }) => {
        notifications.show({
          color: 'green',
          message: ended === 1 ? 'The session was ended.' : `${ended} sessions were ended.`,
        });
        onDone();
      },
      onError: (error) => setFormError(showFieldErrors(form, ['password'], error)),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Confirm with your password">
      <Stack gap="sm">
        <Text size="sm">
          {isAllOthers
            ? 'Every other browser and device signed in to your account will be signed out.'
            : `The session on ${target.label} will be signed out.`}{' '}
          Type your password to confirm.
        </Text>
        <CurrentPasswordInput label="Password" data-autofocus {...form.getInputProps('password')} />
        {formError ? <Alert color="red">{formError}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={endSessions.isPending}>
            {isAllOthers ? 'End all other sessions' : 'End session'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
