import { Alert, Badge, Button, Group, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { type AccountSession, MESSAGES } from '@specsource/contracts';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { EndSessionsModal, type SessionsToEnd } from './end-sessions-modal.tsx';

/** 'Firefox/128.0 (10.0.0.7)' — what a user recognises a session by. */
function sessionLabel(session: AccountSession): string {
  const agent = session.user_agent ?? 'an unknown browser';
  return session.ip ? `${agent} (${session.ip})` : agent;
}

interface SessionsListProps {
  sessions: AccountSession[] | undefined;
  error: Error | null;
  isPending: boolean;
  onRetry: () => void;
}

/** OWASP ASVS 5.0 §7.5.2: every live session with where and when, "End" per session and for all others. */
export function SessionsList({ sessions, error, isPending, onRetry }: SessionsListProps) {
  const [target, setTarget] = useState<SessionsToEnd | null>(null);

  if (isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Loading your sessions…</Text>
      </Group>
    );
  }
  if (error || !sessions) {
    return (
      <Alert color="red" title="Your sessions could not be loaded">
        <Stack gap="xs" align="flex-start">
          {isApiError(error) ? error.detail : MESSAGES.internalError}
          <Button variant="light" size="xs" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }

  const hasOthers = sessions.some((session) => !session.is_current);
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={560}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Browser and address</Table.Th>
              <Table.Th>Signed in</Table.Th>
              <Table.Th>Last active</Table.Th>
              <Table.Th>
                <VisuallyHidden>Action</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sessions.map((session) => (
              <Table.Tr key={session.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text size="sm">{sessionLabel(session)}</Text>
                    {session.is_current ? <Badge variant="light">This browser</Badge> : null}
                  </Group>
                </Table.Td>
                <Table.Td>{formatDateTime(session.created_at)}</Table.Td>
                <Table.Td>{formatDateTime(session.last_seen_at)}</Table.Td>
                <Table.Td>
                  {session.is_current ? null : (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`End the session of ${sessionLabel(session)}`}
                      onClick={() => setTarget({ sessionId: session.id, label: sessionLabel(session) })}
                    >
                      End
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {hasOthers ? (
        <Button
          variant="outline"
          color="red"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setTarget({ allOthers: true })}
        >
          End all other sessions
        </Button>
      ) : (
        <Text c="dimmed" size="sm">
          Your account is signed in only in this browser.
        </Text>
      )}
      <EndSessionsModal target={target} onClose={() => setTarget(null)} />
    </Stack>
  );
}
