import { AppShell, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from './app-header.tsx';

const HEADER_HEIGHT = 60;

/** `headerActions`: the header's right side (the account menu), supplied by the app layer. */
export function AppLayout({ headerActions }: { headerActions?: ReactNode }) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding="md">
      <AppShell.Header>
        <AppHeader actions={headerActions} />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
