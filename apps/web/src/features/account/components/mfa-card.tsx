import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, type MfaStatus } from '@specsource/contracts';
import { useState } from 'react';
import { useMfaStatus } from '../../../api/account.ts';
import { FEW_MFA_RECOVERY_CODES } from '../../../config/constants.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { type MfaChange, MfaReauthModal } from './mfa-reauth-modal.tsx';
import { MfaSetupModal } from './mfa-setup-modal.tsx';

/** The account page's two-step sign-in card: its status, and turning it on or off. */
export function MfaCard() {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" component="section" aria-labelledby="two-step">
      <Stack gap="sm">
        <Title order={2} fz="h3" id="two-step">
          Two-step sign-in
        </Title>
        <MfaCardBody />
      </Stack>
    </Paper>
  );
}

function MfaCardBody() {
  const status = useMfaStatus();
  // The modals live above the on/off views: the status loaded again after a change swaps the view, and the
  // new recovery codes must stay on screen until the user is done with them.
  const [isSetupOpen, setIsSetupOpen] = useState(false);
  const [change, setChange] = useState<MfaChange | null>(null);

  return (
    <>
      <MfaStatusView status={status} onTurnOn={() => setIsSetupOpen(true)} onChange={setChange} />
      <MfaSetupModal opened={isSetupOpen} onClose={() => setIsSetupOpen(false)} />
      <MfaReauthModal change={change} onClose={() => setChange(null)} />
    </>
  );
}

interface MfaStatusViewProps {
  status: ReturnType<typeof useMfaStatus>;
  onTurnOn: () => void;
  onChange: (change: MfaChange) => void;
}

function MfaStatusView({ status, onTurnOn, onChange }: MfaStatusViewProps) {
  // Data first: a failed reload after a change keeps showing what was known.
  if (status.data) {
    return status.data.enabled ? (
      <MfaOn status={status.data} onChange={onChange} />
    ) : (
      <MfaOff onTurnOn={onTurnOn} />
    );
  }
  if (status.isError) {
    return (
      <Alert color="red" title="Two-step sign-in could not be loaded">
        <Stack gap="xs" align="flex-start">
          {isApiError(status.error) ? status.error.detail : MESSAGES.internalError}
          <Button variant="light" size="xs" onClick={() => void status.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" role="status" aria-label="Loading two-step sign-in">
      <Skeleton height={14} width="80%" />
      <Skeleton height={36} width={240} />
    </Stack>
  );
}

function MfaOff({ onTurnOn }: { onTurnOn: () => void }) {
  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm" c="dimmed">
        Off. With it on, signing in asks for your password and a code from an authenticator app on your phone,
        so a stolen password alone cannot open your account.
      </Text>
      <Button onClick={onTurnOn}>Turn on two-step sign-in</Button>
    </Stack>
  );
}

function MfaOn({ status, onChange }: { status: MfaStatus; onChange: (change: MfaChange) => void }) {
  const left = status.recovery_codes_left;
  const codesLeft = `${left} unused recovery ${left === 1 ? 'code' : 'codes'} left.`;

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">
        {status.enabled_at ? `On since ${formatDateTime(status.enabled_at)}.` : 'On.'} Signing in asks for a
        code from your authenticator app after the password.
      </Text>
      {left <= FEW_MFA_RECOVERY_CODES ? (
        <Alert color="yellow" w="100%">
          {codesLeft} Make new ones before they run out.
        </Alert>
      ) : (
        <Text size="sm">{codesLeft}</Text>
      )}
      <Group gap="xs">
        <Button variant="default" onClick={() => onChange('regenerate')}>
          New recovery codes
        </Button>
        <Button variant="default" color="red" onClick={() => onChange('disable')}>
          Turn off
        </Button>
      </Group>
    </Stack>
  );
}
