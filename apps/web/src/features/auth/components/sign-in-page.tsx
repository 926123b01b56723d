import { Paper, Stack, Title } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../../api/session.ts';
import { safeNextPath } from '../../../lib/safe-next-path.ts';
import { SignInPanel } from './sign-in-panel.tsx';

/** `/login?url=…`: the sign-in form as a page; afterwards the user goes to `url` if it is ours. */
export function SignInPage() {
  const [searchParams] = useSearchParams();
  const nextPath = safeNextPath(searchParams.get('url'));
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();

  if (user) {
    return <Navigate to={nextPath} replace />;
  }

  return (
    <Stack maw={440} mx="auto" gap="lg">
      <Title order={1}>Sign in</Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        <SignInPanel nextPath={nextPath} onSignedIn={() => void navigate(nextPath, { replace: true })} />
      </Paper>
    </Stack>
  );
}
