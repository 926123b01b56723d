import { Paper, Stack, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../api/session.ts';
import { paths } from '../../../config/paths.ts';
import { safeNextPath } from '../../../lib/safe-next-path.ts';
import { notifyMfaSignIn } from '../lib/notify-mfa-sign-in.ts';
import { MfaCodeForm } from './mfa-code-form.tsx';

/**
 * `/login/verify/?next=…`: where a Google or Microsoft sign-in lands when the account uses two-step sign-in.
 * The provider's callback left the pending sign-in's cookie; the code finishes it.
 */
export function MfaVerifyPage() {
  const [searchParams] = useSearchParams();
  const queryNext = searchParams.get('next');
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();

  if (user) {
    return <Navigate to={safeNextPath(queryNext)} replace />;
  }

  return (
    <Stack maw={440} mx="auto" gap="lg">
      <Title order={1}>Sign in</Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <MfaCodeForm
          onVerified={(result) => {
            notifyMfaSignIn(result);
            // The server's `next` is the one it stored with the sign-in; both are checked as any `next` is.
            void navigate(safeNextPath(result.next ?? queryNext), { replace: true });
          }}
          onRestart={() => void navigate(paths.login.getHref(safeNextPath(queryNext)))}
        />
      </Paper>
    </Stack>
  );
}
