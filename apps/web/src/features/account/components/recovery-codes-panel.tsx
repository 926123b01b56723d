import { Alert, Button, Checkbox, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { MFA_ISSUER } from '@specsource/contracts';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download-file.ts';

export const RECOVERY_CODES_FILE_NAME = 'specsource-recovery-codes.txt';

/** The file's text: what the codes are for, then one code a line. */
function recoveryCodesText(codes: readonly string[]): string {
  return [
    `${MFA_ISSUER} recovery codes. Each one signs you in once when you cannot use your authenticator app.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

interface RecoveryCodesPanelProps {
  codes: readonly string[];
  onDone: () => void;
}

/** The recovery codes, shown once (only their hashes are kept): Done waits until the user says they are saved. */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const [isSaved, setIsSaved] = useState(false);
  const text = recoveryCodesText(codes);

  return (
    <Stack gap="sm">
      <Alert color="yellow" title="Save these codes now">
        They are shown only this once. Each code signs you in one time if you lose your phone. Keep them
        somewhere safe, apart from your password.
      </Alert>
      <List aria-label="Recovery codes" listStyleType="none" ff="monospace" spacing={4}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy all'}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="default"
          onClick={() => downloadFile(new Blob([text], { type: 'text/plain' }), RECOVERY_CODES_FILE_NAME)}
        >
          Download
        </Button>
      </Group>
      <Checkbox
        label="I have saved these codes"
        checked={isSaved}
        onChange={(event) => setIsSaved(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed">
        New codes can be made on your account page at any time; making them stops the old ones working.
      </Text>
      <Group justify="flex-end">
        <Button onClick={onDone} disabled={!isSaved}>
          Done
        </Button>
      </Group>
    </Stack>
  );
}
