import { Anchor, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The frame of the signed-out account pages: a heading and one card. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={440} mx="auto" gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
        {children}
      </Paper>
    </Stack>
  );
}

export function BackToSignIn() {
  return (
    <Anchor component={Link} to={paths.login.getHref()} size="sm">
      Back to sign in
    </Anchor>
  );
}
