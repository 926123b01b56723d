import { Paper, Stack, Text, Title } from '@mantine/core';
import { Navigate, useLocation } from 'react-router';
import { useAccountSessions } from '../../../api/account.ts';
import { PageLoading } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { MfaCard } from './mfa-card.tsx';
import { SessionsList } from './sessions-list.tsx';

/**
 * /user/account/: any signed-in user changes the password, turns two-step sign-in on or off, and sees and
 * ends their sessions. The sessions call doubles as the sign-in check: a visitor's 401 sends them to sign
 * in and back.
 */
export function AccountPage() {
  const sessions = useAccountSessions();
  const location = useLocation();

  if (sessions.isPending) {
    return <PageLoading label="Loading your account…" />;
  }
  if (isApiError(sessions.error, 'UNAUTHENTICATED')) {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }

  return (
    <Stack maw={820} mx="auto" gap="lg">
      <Title order={1}>Your account</Title>
      <Paper
        withBorder
        p={{ base: 'md', sm: 'xl' }}
        radius="md"
        component="section"
        aria-labelledby="password"
      >
        <Stack gap="sm" maw={440}>
          <Title order={2} fz="h3" id="password">
            Change password
          </Title>
          <Text size="sm" c="dimmed">
            Changing it signs out every other browser and device signed in to your account.
          </Text>
          <ChangePasswordForm />
        </Stack>
      </Paper>
      <MfaCard />
      <Paper
        withBorder
        p={{ base: 'md', sm: 'xl' }}
        radius="md"
        component="section"
        aria-labelledby="sessions"
      >
        <Stack gap="sm">
          <Title order={2} fz="h3" id="sessions">
            Sessions
          </Title>
          <Text size="sm" c="dimmed">
            Where your account is signed in now. End any session you do not recognise, then change your
            password.
          </Text>
          <SessionsList
            sessions={sessions.data}
            error={sessions.error}
            isPending={sessions.isFetching && !sessions.data}
            onRetry={() => void sessions.refetch()}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
