import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { safeNextPath } from '../../../lib/safe-next-path.ts';
import { RegisterForm } from './register-form.tsx';
import { RegistrationSent } from './registration-sent.tsx';

/** `/register?url=…`: the account form, then the "check your e-mail" panel. */
export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const url = searchParams.get('url');
  const nextPath = url === null ? undefined : safeNextPath(url);
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <Stack maw={560} mx="auto" gap="lg">
      <Title order={1}>Register</Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {sentTo === null ? (
          <RegisterForm nextPath={nextPath} onRegistered={setSentTo} />
        ) : (
          <RegistrationSent email={sentTo} />
        )}
      </Paper>
      {sentTo === null ? (
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login.getHref(nextPath)}>
            Sign in
          </Anchor>
        </Text>
      ) : null}
    </Stack>
  );
}
