import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  MFA_CODE_DIGITS,
  type MfaEnableBody,
  MfaEnableBodySchema,
  type MfaSetupBody,
  MfaSetupBodySchema,
  type MfaSetupResponse,
} from '@specsource/contracts';
import { useState } from 'react';
import { useEnableMfa, useStartMfaSetup } from '../../../api/account.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { showFieldErrors } from '../lib/show-field-errors.ts';
import { CurrentPasswordInput } from './current-password-input.tsx';
import { QrCode } from './qr-code.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';

interface MfaSetupModalProps {
  opened: boolean;
  /** Cancel, Escape or ×, and after Done. */
  onClose: () => void;
  /** Done on the recovery codes: two-step sign-in is on and the user says the codes are saved. */
  onDone?: () => void;
  title?: string;
  /** The recovery codes close only through Done (no Escape, no ×): the caller must not go on without them. */
  mustSaveCodes?: boolean;
}

/** Turning two-step sign-in on: the password, then the app's key and its first code, then the recovery codes. */
export function MfaSetupModal({
  opened,
  onClose,
  onDone,
  title = 'Turn on two-step sign-in',
  mustSaveCodes = false,
}: MfaSetupModalProps) {
  const [isShowingCodes, setIsShowingCodes] = useState(false);
  const isDismissible = !(mustSaveCodes && isShowingCodes);

  const close = () => {
    setIsShowingCodes(false);
    onClose();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
      closeOnClickOutside={false}
      closeOnEscape={isDismissible}
      withCloseButton={isDismissible}
      size="lg"
    >
      {/* Mounted per opening: every setup starts at the password. */}
      {opened ? (
        <MfaSetupSteps
          onCancel={close}
          onEnabled={() => setIsShowingCodes(true)}
          onDone={() => {
            close();
            onDone?.();
          }}
        />
      ) : null}
    </Modal>
  );
}

type SetupStep =
  | { name: 'password' }
  | { name: 'scan'; setup: MfaSetupResponse }
  | { name: 'codes'; codes: string[] };

interface MfaSetupStepsProps {
  onCancel: () => void;
  /** The first code was right: two-step sign-in is on, and the recovery codes show. */
  onEnabled: () => void;
  onDone: () => void;
}

function MfaSetupSteps({ onCancel, onEnabled, onDone }: MfaSetupStepsProps) {
  const [step, setStep] = useState<SetupStep>({ name: 'password' });

  switch (step.name) {
    case 'password':
      return <PasswordStep onCancel={onCancel} onStarted={(setup) => setStep({ name: 'scan', setup })} />;
    case 'scan':
      return (
        <ScanStep
          setup={step.setup}
          onCancel={onCancel}
          onRestart={() => setStep({ name: 'password' })}
          onEnabled={(codes) => {
            onEnabled();
            setStep({ name: 'codes', codes });
          }}
        />
      );
    case 'codes':
      return <RecoveryCodesPanel codes={step.codes} onDone={onDone} />;
  }
}

function PasswordStep({
  onCancel,
  onStarted,
}: {
  onCancel: () => void;
  onStarted: (setup: MfaSetupResponse) => void;
}) {
  const startSetup = useStartMfaSetup();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MfaSetupBody>({
    initialValues: { password: '' },
    validate: schemaResolver(MfaSetupBodySchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    startSetup.mutate(values, {
      onSuccess: (setup) => onStarted(setup),
      // A 409 (already on, from another tab) names no field: it shows above the buttons.
      onError: (error) => setFormError(showFieldErrors(form, ['password'], error)),
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Confirm with your password">
      <Stack gap="sm">
        <Text size="sm">
          Type your password to start. You will need your phone with an authenticator app.
        </Text>
        <CurrentPasswordInput data-autofocus {...form.getInputProps('password')} />
        {formError ? <Alert color="red">{formError}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={startSetup.isPending}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'JBSW Y3DP EHPK 3PXP': the key in groups of four, as authenticator apps let it be typed. */
export function groupedSecret(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

interface ScanStepProps {
  setup: MfaSetupResponse;
  onCancel: () => void;
  onRestart: () => void;
  onEnabled: (codes: string[]) => void;
}

function ScanStep({ setup, onCancel, onRestart, onEnabled }: ScanStepProps) {
  const enable = useEnableMfa();
  // The key expired (a 400 naming no field): only a new setup helps.
  const [expiredDetail, setExpiredDetail] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<MfaEnableBody>({
    initialValues: { code: '' },
    validate: schemaResolver(MfaEnableBodySchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    enable.mutate(values, {
      onSuccess: ({ detail, recovery_codes }) => {
        notifications.show({ color: 'green', message: detail });
        onEnabled(recovery_codes);
      },
      onError: (error) => {
        const unplaced = showFieldErrors(form, ['code'], error);
        if (unplaced !== null && isApiError(error) && error.status === 400) {
          setExpiredDetail(unplaced);
          return;
        }
        setFormError(unplaced);
      },
    });
  });

  if (expiredDetail !== null) {
    return (
      <Alert color="red" title="Start again">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{expiredDetail}</Text>
          <Button onClick={onRestart}>Start again</Button>
        </Stack>
      </Alert>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Add SpecSource to your authenticator app">
      <Stack gap="sm">
        <Text size="sm">
          Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator,
          1Password and others), then enter the {MFA_CODE_DIGITS}-digit code it shows.
        </Text>
        <Group justify="center">
          <QrCode value={setup.otpauth_uri} label="QR code of the key for your authenticator app" />
        </Group>
        <Text size="sm">Cannot scan? Type this key into the app instead:</Text>
        <Group gap="xs" wrap="nowrap">
          <Code fz="md">{groupedSecret(setup.secret)}</Code>
          <CopyButton value={setup.secret}>
            {({ copied, copy }) => (
              <Button variant="default" size="xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy key'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <TextInput
          label="Code from the app"
          description={`The key works until ${formatDateTime(setup.expires_at)}.`}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={MFA_CODE_DIGITS}
          required
          data-autofocus
          {...form.getInputProps('code')}
        />
        {formError ? <Alert color="red">{formError}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={enable.isPending}>
            Turn on
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
